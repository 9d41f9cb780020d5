import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { css } from 'styled-system/css';
import { ACT_AS_LINK_BOUND, ACT_AS_LINK_TEXTS } from '#contract/act-as-link-rules';
import { LOGIN_ERROR_CODES, NOT_THIS_PORTAL_MESSAGE } from '#contract/login-rules';
import { PATHS } from '#contract/page-paths';
import { readSignOnLink } from '#contract/sign-on-requests';
import { MASQUERADE_TOKEN_PREFIX, type SignOnEntry, SSO_ERROR_CODES } from '#contract/sign-on-rules';
import { supportContactOf } from '#contract/support-contact';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useBootstrap } from '#web/lib/bootstrap.tsx';
import { loadDocument } from '#web/lib/load-document.ts';
import { forgetOwnActAsLink, isOwnActAsLink } from '#web/lib/own-act-as-link.ts';
import { Button, ButtonLink } from '#web/ui/button.tsx';
import { ErrorView } from '#web/ui/error-view.tsx';
import { FullScreenLoading } from '#web/ui/full-screen-loading.tsx';
import { signInWithToken } from '../api/sso';
import { SSO_TEXTS } from '../components/sso-texts';

type Phase = 'starting' | 'confirm' | 'signing-in' | 'expired' | 'failed' | 'bound' | 'not-this-portal';

/**
 * /sso-login/:token/:year (spec 2.13, docs/decisions/010; a partner's redirect to
 * /wrkit-redirect-sso/:token/:year is this page too, its token spent through /wrkit-sso and never an
 * act-as link, decision 076):
 * the sign-on token from the identity provider, or from a masquerade link, signs in once and goes
 * to /app/home/ (a full page load into the signed-in app, whose bootstrap carries the session).
 * Someone already signed in goes straight there, unless the link is an act-as ('msq') link: then the
 * page asks first, naming who is signed in, and Cancel leaves their session as it was (decision
 * 063). Only the administrator who asked for the link in this tab a moment ago is not asked. A link
 * the Worker refuses because it is another administrator's says so; any other act-as link that does
 * not work has expired; any other failure says so and offers the support contact.
 */
export function Component() {
  return <SignOnLink entry="sign-on" />;
}

/** The page of a sign-on link that arrived on `entry`'s route, keyed by its token. */
export function SignOnLink({ entry }: { entry: SignOnEntry }) {
  const { token = '', year = '' } = useParams();
  return <SsoLogin key={`${token}/${year}`} token={token} year={year} entry={entry} />;
}

function SsoLogin({ token, year, entry }: { token: string; year: string; entry: SignOnEntry }) {
  const { t } = useLingui();
  const { session } = useBootstrap();
  const navigate = useNavigate();
  const actAsLink = entry === 'sign-on' && token.startsWith(MASQUERADE_TOKEN_PREFIX);
  // Who is signed in here decides once, on arrival, whether to ask: never after the spend began.
  // The Worker's HTML asks anyone signed in (it cannot read this tab's storage); the tab that asked
  // for the link a moment ago spends it once hydrated (the effect below), so both first renders match.
  const [phase, setPhase] = useState<Phase>(() => (session !== null && actAsLink ? 'confirm' : 'starting'));
  // A token works once: never send it twice, even where StrictMode runs effects twice.
  const started = useRef(false);
  const signedInBefore = session !== null && phase === 'starting' && !actAsLink;

  const spend = () => {
    if (started.current) return;
    started.current = true;
    forgetOwnActAsLink();
    const request = readSignOnLink(token, year);
    if (!request) {
      setPhase(actAsLink ? 'expired' : 'failed');
      return;
    }
    setPhase('signing-in');
    signInWithToken({ ...request, entry }).then(
      // Signed in: a new document, with the session in its bootstrap.
      () => loadDocument(PATHS.home, { replace: true }),
      (error: unknown) => {
        const code = error instanceof ApiRequestError ? error.code : null;
        // A good link opened on another client's portal (docs/decisions/064): it is still good there.
        if (code === LOGIN_ERROR_CODES.notThisPortal) setPhase('not-this-portal');
        else if (code === ACT_AS_LINK_BOUND.code) setPhase('bound');
        else setPhase(actAsLink || code === SSO_ERROR_CODES.masqueradeLinkExpired ? 'expired' : 'failed');
      },
    );
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per token (the component is keyed by it)
  useEffect(() => {
    if ((phase === 'starting' && !signedInBefore) || (phase === 'confirm' && isOwnActAsLink(token))) spend();
  }, []);

  if (signedInBefore) return <Navigate to={PATHS.home} replace />;
  if (phase === 'confirm' && session) {
    return (
      <ConfirmActAsLink
        name={`${session.firstName} ${session.surname}`}
        email={session.email}
        onContinue={spend}
        // Back to their own pages: nothing is sent that would change their session.
        onCancel={() => navigate(PATHS.home, { replace: true })}
      />
    );
  }
  if (phase === 'bound') {
    return (
      <ErrorView
        heading={ACT_AS_LINK_BOUND.heading}
        message={ACT_AS_LINK_BOUND.message}
        action={
          session ? (
            <ButtonLink variant="secondary" to={PATHS.home}>
              {t(SSO_TEXTS.returnToHome)}
            </ButtonLink>
          ) : null
        }
      />
    );
  }
  if (phase === 'expired') {
    return (
      <ErrorView heading={t(SSO_TEXTS.expiredHeading)} message={t(SSO_TEXTS.expiredMessage)} action={null} />
    );
  }
  if (phase === 'not-this-portal') {
    return <ErrorView heading={t(SSO_TEXTS.unableHeading)} message={NOT_THIS_PORTAL_MESSAGE} action={null} />;
  }
  if (phase === 'failed') {
    return <ErrorView heading={t(SSO_TEXTS.failedHeading)} message={<ContactUsMessage />} action={null} />;
  }
  return <FullScreenLoading message={t(SSO_TEXTS.loggingIn)} />;
}

/** Someone is signed in here: opening the act-as link would end their session, so ask first. */
function ConfirmActAsLink({
  name,
  email,
  onContinue,
  onCancel,
}: {
  name: string;
  email: string;
  onContinue: () => void;
  onCancel: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <section className={confirmClass} aria-labelledby="act-as-link-confirm">
      <h1 id="act-as-link-confirm" ref={headingRef} tabIndex={-1} className={confirmHeadingClass}>
        {ACT_AS_LINK_TEXTS.confirmTitle}
      </h1>
      <p>{ACT_AS_LINK_TEXTS.signedInAs(name, email)}</p>
      <p>{ACT_AS_LINK_TEXTS.willSignOut}</p>
      <div className={confirmActionsClass}>
        <Button onClick={onContinue}>{ACT_AS_LINK_TEXTS.continue}</Button>
        <Button variant="secondary" onClick={onCancel}>
          {ACT_AS_LINK_TEXTS.cancel}
        </Button>
      </div>
    </section>
  );
}

/** 'We are unable to connect you. Please contact us', 'contact us' linking the support e-mail or number. */
function ContactUsMessage() {
  const href = supportContactOf(useBootstrap().theme)?.href ?? null;
  return href ? (
    <Trans>
      We are unable to connect you. Please{' '}
      <a className={linkClass} href={href}>
        contact us
      </a>
    </Trans>
  ) : (
    <Trans>We are unable to connect you. Please contact us</Trans>
  );
}

const linkClass = css({
  color: 'brand.primary.ink',
  fontWeight: '500',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
});

const confirmClass = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  maxWidth: '40rem',
  marginInline: 'auto',
  paddingInline: { base: '4', sm: '6' },
  paddingBlock: { base: '10', md: '16' },
  color: 'fg',
  fontSize: 'lg',
});

const confirmHeadingClass = css({
  fontSize: { base: '2xl', md: '3xl' },
  fontWeight: '700',
  lineHeight: '1.2',
  _focus: { outline: 'none' },
});

const confirmActionsClass = css({ display: 'flex', flexWrap: 'wrap', gap: '3', marginTop: '2' });
