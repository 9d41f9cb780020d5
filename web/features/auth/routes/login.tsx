import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { css } from 'styled-system/css';
import { DEFAULT_AVATAR_URL } from '#contract/avatar';
import { PASSWORD_CHANGED_PARAM } from '#contract/login-rules';
import { PATHS } from '#contract/page-paths';
import { useBootstrap } from '#web/lib/bootstrap.tsx';
import { codeOnIntent } from '#web/lib/code-on-intent.tsx';
import { loadDocument } from '#web/lib/load-document.ts';
import { fetchPostLoginRedirect } from '#web/lib/post-login-redirect.ts';
import { Alert } from '#web/ui/alert.tsx';
import { centredPageClass } from '#web/ui/centred-page.ts';
import { FullScreenLoading } from '#web/ui/full-screen-loading.tsx';
import { SupportContact } from '#web/ui/support-contact.tsx';

// The form's code (react-hook-form and zod among it) loads when the person starts to use the form,
// which the Worker's HTML already shows: the page's first load stays within its budget (decision 072).
const LoginForm = codeOnIntent(async () => (await import('../components/login-form')).LoginForm);

/**
 * The login screen at / (spec section 2.4): brand heading, the two-step form beside a brand panel
 * (one column below 768px), and the support contact. A signed-in visitor goes to /app/home/.
 * Signing in leaves for the signed-in app with a full page load (docs/decisions/011).
 */
export function Component() {
  const { theme, client, session } = useBootstrap();
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  // From a 'signed-in' answer until the redirect is known; outranks the signed-in redirect below.
  const [signingIn, setSigningIn] = useState(false);

  // Texts: docs/decisions/005-login-texts.md.
  if (signingIn) return <FullScreenLoading message={t`Logging you in...`} />;
  if (session) return <Navigate to={PATHS.home} replace />;

  // The app's page reads the new session from the Worker's bootstrap when it loads.
  const onSignedIn = async () => {
    setSigningIn(true);
    // Signed in: a new document, so the app frame starts from the Worker's bootstrap with the session.
    loadDocument(await fetchPostLoginRedirect(), { replace: true });
  };

  const heading = <h1 className={headingClass}>{theme.brandName}</h1>;
  // Decorative: it must not compete with the page's text and logo for a slow connection.
  const avatar = (
    <img
      src={DEFAULT_AVATAR_URL}
      alt=""
      width={160}
      height={160}
      fetchPriority="low"
      className={avatarClass}
    />
  );

  if (client?.ssoAccessOnly) {
    return (
      <div className={centredPageClass}>
        <div className={ssoCardClass}>
          {heading}
          {avatar}
          <h2 className={ssoMessageClass}>
            <Trans>Sign in with single sign-on</Trans>
          </h2>
          <div className={ssoFormClass}>
            <LoginForm onSignedIn={onSignedIn} ssoOnly />
          </div>
          <SupportContact className={contactClass} />
        </div>
      </div>
    );
  }

  return (
    <div className={centredPageClass}>
      <div className={columnsClass}>
        <section className={formColumnClass}>
          {heading}
          {searchParams.get(PASSWORD_CHANGED_PARAM) === 'true' ? (
            <Alert variant="success">
              <p>
                <Trans>Your password has been changed. Please log in with your new password.</Trans>
              </p>
            </Alert>
          ) : null}
          <LoginForm onSignedIn={onSignedIn} />
        </section>
        <div className={brandPanelClass}>
          {avatar}
          <SupportContact className={contactClass} />
        </div>
      </div>
    </div>
  );
}

const columnsClass = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
  width: '100%',
  maxWidth: '960px',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'l3',
  overflow: 'hidden',
  bg: 'canvas',
  boxShadow: 'md',
});

const formColumnClass = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '6',
  padding: { base: '5', sm: '8', md: '10' },
});

const headingClass = css({
  fontSize: { base: '2xl', md: '3xl' },
  fontWeight: '700',
  color: 'fg',
  lineHeight: '1.2',
});

const brandPanelClass = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '6',
  padding: { base: '6', md: '10' },
  bg: 'brand.primary',
  color: 'brand.onPrimary',
  textAlign: 'center',
});

const avatarClass = css({ width: { base: '96px', md: '160px' }, height: 'auto', borderRadius: 'full' });

const contactClass = css({ fontSize: 'md' });

const ssoCardClass = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '5',
  width: '100%',
  maxWidth: '480px',
  padding: { base: '6', md: '10' },
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'l3',
  textAlign: 'center',
});

const ssoMessageClass = css({ fontSize: 'lg', fontWeight: '500' });

const ssoFormClass = css({ alignSelf: 'stretch', textAlign: 'start' });
