import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { css } from 'styled-system/css';
import { LOGIN_ERROR_CODES, NOT_THIS_PORTAL_MESSAGE } from '#contract/login-rules';
import { MASQUERADE_TOKEN_PREFIX, readSignOnLink, SSO_ERROR_CODES } from '#contract/sign-on-rules';
import { supportContactOf } from '#contract/support-contact';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useBootstrap } from '#web/lib/bootstrap.tsx';
import { useDocumentTitle } from '#web/lib/document-title.ts';
import { Redirect, useNavigation } from '#web/lib/navigation.tsx';
import { ErrorView } from '#web/ui/error-view.tsx';
import { FullScreenLoading } from '#web/ui/full-screen-loading.tsx';
import { signInWithToken } from '../api/sso';
import { SSO_HOME_PATH, SSO_TEXTS } from '../components/sso-texts';

type Phase = 'starting' | 'signing-in' | 'expired' | 'failed' | 'not-this-portal';

/**
 * /sso-login/:token/:year (spec 2.13, docs/decisions/010; the redirect route /wrkit-redirect-sso/ is
 * the login page, decision 047):
 * the sign-on token from the identity provider, or from a masquerade link, signs in once and goes
 * to /app/home/ (a full page load into the signed-in app, whose bootstrap carries the session).
 * Someone already signed in goes straight there, unless the link is a masquerade ('msq') link,
 * which signs in over their session (an administrator's act-as link). A masquerade link that
 * does not work has expired; any other failure says so and offers the support contact.
 */
export function Component() {
  const { token = '', year = '' } = useParams();
  return <SsoLogin key={`${token}/${year}`} token={token} year={year} />;
}

function SsoLogin({ token, year }: { token: string; year: string }) {
  const { session } = useBootstrap();
  const { navigate } = useNavigation();
  const [phase, setPhase] = useState<Phase>('starting');
  // A token works once: never send it twice, even where StrictMode runs effects twice.
  const started = useRef(false);
  // A masquerade link is followed even by someone signed in: an administrator who asked for a
  // magic link to act as an employee (docs/decisions/026) becomes that employee in this browser.
  const signedInBefore =
    session !== null && phase === 'starting' && !token.startsWith(MASQUERADE_TOKEN_PREFIX);
  useDocumentTitle(
    phase === 'expired'
      ? SSO_TEXTS.expiredHeading
      : phase === 'failed'
        ? SSO_TEXTS.failedHeading
        : phase === 'not-this-portal'
          ? SSO_TEXTS.unableHeading
          : SSO_TEXTS.signingInTitle,
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per token (the component is keyed by it)
  useEffect(() => {
    if (started.current || signedInBefore) return;
    started.current = true;
    const masqueradeLink = token.startsWith(MASQUERADE_TOKEN_PREFIX);
    const request = readSignOnLink(token, year);
    if (!request) {
      setPhase(masqueradeLink ? 'expired' : 'failed');
      return;
    }
    setPhase('signing-in');
    signInWithToken(request).then(
      () => navigate(SSO_HOME_PATH, { replace: true }),
      (error: unknown) => {
        // A good link opened on another client's portal (docs/decisions/064): it is still good there.
        if (error instanceof ApiRequestError && error.code === LOGIN_ERROR_CODES.notThisPortal) {
          setPhase('not-this-portal');
          return;
        }
        const expired =
          masqueradeLink ||
          (error instanceof ApiRequestError && error.code === SSO_ERROR_CODES.masqueradeLinkExpired);
        setPhase(expired ? 'expired' : 'failed');
      },
    );
  }, []);

  if (signedInBefore) return <Redirect to={SSO_HOME_PATH} replace />;
  if (phase === 'expired') {
    return <ErrorView heading={SSO_TEXTS.expiredHeading} message={SSO_TEXTS.expiredMessage} action={null} />;
  }
  if (phase === 'not-this-portal') {
    return <ErrorView heading={SSO_TEXTS.unableHeading} message={NOT_THIS_PORTAL_MESSAGE} action={null} />;
  }
  if (phase === 'failed') {
    return <ErrorView heading={SSO_TEXTS.failedHeading} message={<ContactUsMessage />} action={null} />;
  }
  return <FullScreenLoading message={SSO_TEXTS.loggingIn} />;
}

/** 'We are unable to connect you. Please contact us', 'contact us' linking the support e-mail or number. */
function ContactUsMessage() {
  const href = supportContactOf(useBootstrap().theme)?.href ?? null;
  return (
    <>
      {SSO_TEXTS.failedMessagePrefix}{' '}
      {href ? (
        <a className={linkClass} href={href}>
          {SSO_TEXTS.failedContactLink}
        </a>
      ) : (
        SSO_TEXTS.failedContactLink
      )}
    </>
  );
}

const linkClass = css({
  color: 'brand.primary.ink',
  fontWeight: '500',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
});
