import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { BENEFIT_TEXTS } from '#contract/benefit-rules';
import { PATHS } from '#contract/page-paths';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useBootstrap } from '#web/lib/bootstrap.tsx';
import { Alert } from '#web/ui/alert.tsx';
import { ButtonLink } from '#web/ui/button.tsx';
import { pageFrameClass } from '#web/ui/page-frame.ts';
import { PageHeading } from '#web/ui/page-heading.tsx';

export const BACK_TO_BENEFITS = msg`Back to My benefits`;

/**
 * A product page that could not load (spec sections 2.15 and 8): a missing benefit says so; any
 * other failure asks the person to contact support, with the support e-mail as a link.
 */
export function BenefitLoadError({ error }: { error: unknown }) {
  const { theme } = useBootstrap();
  const { t } = useLingui();
  const missing = error instanceof ApiRequestError && error.status === 404;
  return (
    <div className={pageFrameClass}>
      <PageHeading>{missing ? t`Benefit not found` : t`Something went wrong`}</PageHeading>
      {missing ? (
        <p>{BENEFIT_TEXTS.missing}</p>
      ) : (
        <Alert variant="error">
          {BENEFIT_TEXTS.loadFailed} <a href={`mailto:${theme.supportEmail}`}>{theme.supportEmail}</a>
        </Alert>
      )}
      <div>
        <ButtonLink to={PATHS.myBenefits}>{t(BACK_TO_BENEFITS)}</ButtonLink>
      </div>
    </div>
  );
}
