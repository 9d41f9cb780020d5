import { useLingui } from '@lingui/react/macro';
import { PATHS } from '#contract/page-paths';
import { ButtonLink } from '#web/ui/button.tsx';
import { ErrorView } from '#web/ui/error-view.tsx';
import { SSO_TEXTS } from '../components/sso-texts';

/**
 * /sso-error/ (spec 2.13): 'Unable to log in', e.g. when a single-sign-on-only client's login
 * page is given an address that does not sign in through single sign-on (docs/decisions/010).
 */
export function Component() {
  const { t } = useLingui();
  return (
    <ErrorView
      heading={t(SSO_TEXTS.unableHeading)}
      message={t(SSO_TEXTS.unableMessage)}
      action={<ButtonLink to={PATHS.login}>{t(SSO_TEXTS.returnToHome)}</ButtonLink>}
    />
  );
}
