import { useDocumentTitle } from '../../lib/document-title';
import { ButtonLink } from '../../ui/button';
import { ErrorView } from './error-view';

/** Spec 2.3: an error heading and a 'Return to home' button to /. */
export function ErrorPage({ heading }: { heading: string }) {
  useDocumentTitle(heading);
  return <ErrorView heading={heading} action={<ButtonLink to="/">Return to home</ButtonLink>} />;
}
