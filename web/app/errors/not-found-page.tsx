import { Trans, useLingui } from '@lingui/react/macro';
import { PATHS } from '#contract/page-paths';
import { PAGE_NOT_FOUND_TITLE } from '#contract/public-page-titles';
import { ButtonLink } from '#web/ui/button.tsx';
import { ErrorView } from '#web/ui/error-view.tsx';

/** Spec 2.15: any unknown path. */
export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <ErrorView
      heading={t(PAGE_NOT_FOUND_TITLE)}
      message={t`Oops! The page you are looking for has been removed or relocated.`}
      action={
        <ButtonLink to={PATHS.login}>
          <Trans>Back to Home</Trans>
        </ButtonLink>
      }
    />
  );
}
