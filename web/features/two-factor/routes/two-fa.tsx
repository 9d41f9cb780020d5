import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { PATHS } from '#contract/page-paths';
import { useBootstrap } from '#web/lib/bootstrap.tsx';
import { loadDocument } from '#web/lib/load-document.ts';
import { fetchPostLoginRedirect } from '#web/lib/post-login-redirect.ts';
import { useFocusOnMount } from '#web/lib/use-focus-on-mount.ts';
import { AuthCodeForm } from '#web/ui/auth-code-form.tsx';
import { FullScreenLoading } from '#web/ui/full-screen-loading.tsx';
import { submitLoginCode } from '../api/two-factor';
import { LeavePendingLoginButton, useLeavePendingLogin } from '../components/leave-pending-login';
import { TwoFactorCard } from '../components/two-factor-card';
import { classifyTwoFactorError } from '../components/two-factor-state';
import { TWO_FACTOR_TEXTS } from '../components/two-factor-texts';

/**
 * /two-fa/ (spec sections 2.14, 4 Two-factor login, 5, 8): the code from the authenticator app
 * finishes a password login waiting in the Worker's pending-login cookie. Success goes where the
 * login page goes after signing in (a full page load into the signed-in app, whose bootstrap
 * carries the new session); a refused code shows the server's lines; no pending login
 * (expired, cancelled, never started) goes back to the login page. Back forgets the pending login.
 */
export function Component() {
  const { i18n, t } = useLingui();
  const { session } = useBootstrap();
  const { toLogin } = useLeavePendingLogin();
  // From a successful code until the redirect is known; outranks the signed-in redirect below.
  const [signingIn, setSigningIn] = useState(false);
  const headingRef = useFocusOnMount<HTMLHeadingElement>();

  if (signingIn) return <FullScreenLoading message={t(TWO_FACTOR_TEXTS.loggingIn)} />;
  if (session) return <Navigate to={PATHS.home} replace />;

  const submit = async (code: string) => {
    try {
      await submitLoginCode(code);
      setSigningIn(true);
      // Signed in: a new document, with the session in its bootstrap.
      loadDocument(await fetchPostLoginRedirect(), { replace: true });
      return undefined;
    } catch (error) {
      const failure = classifyTwoFactorError(error, i18n);
      if (failure.kind === 'no-pending-login') {
        toLogin();
        return undefined;
      }
      return failure.lines;
    }
  };

  return (
    <TwoFactorCard heading={t(TWO_FACTOR_TEXTS.codeHeading)} headingRef={headingRef}>
      <AuthCodeForm
        submitLabel={t(TWO_FACTOR_TEXTS.login)}
        onSubmit={submit}
        secondaryActions={<LeavePendingLoginButton label={t(TWO_FACTOR_TEXTS.back)} />}
      />
    </TwoFactorCard>
  );
}
