import { Trans, useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { PATHS } from '#contract/page-paths';
import { PUBLIC_PAGE_TITLES } from '#contract/public-page-titles';
import { ButtonLink } from '#web/ui/button.tsx';

export const LOGGED_OUT_HEADING = PUBLIC_PAGE_TITLES.logoutSuccess;

const page = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '6',
  paddingInline: '4',
  paddingBlock: { base: '10', md: '16' },
  textAlign: 'center',
});

const heading = css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: '700', color: 'fg' });

/**
 * /logout-success (spec section 2.12). It only reports the outcome: it never restores a session,
 * even if one shows up here (another tab signed in), so nobody is silently signed back in.
 */
export function Component() {
  const { t } = useLingui();
  return (
    <div className={page}>
      <h1 className={heading}>{t(LOGGED_OUT_HEADING)}</h1>
      <ButtonLink to={PATHS.login}>
        <Trans>Log in again</Trans>
      </ButtonLink>
    </div>
  );
}
