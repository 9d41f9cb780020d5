import { useDocumentTitle } from '../../lib/document-title';
import { ButtonLink } from '../../ui/button';
import { ErrorView } from '../../ui/error-view';

/** Spec 2.15: any unknown path. */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <ErrorView
      heading="Page not found"
      message="Oops! The page you are looking for has been removed or relocated."
      action={<ButtonLink to="/">Back to Home</ButtonLink>}
    />
  );
}
