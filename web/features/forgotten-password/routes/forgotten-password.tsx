import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { css } from 'styled-system/css';
import { PATHS } from '#contract/page-paths';
import { RECOVERY_TEXTS, TOKEN_EXPIRED_MESSAGE } from '#contract/recovery-rules';
import { useBootstrap } from '#web/lib/bootstrap.tsx';
import { Alert } from '#web/ui/alert.tsx';
import { centredPageClass } from '#web/ui/centred-page.ts';
import { ForgottenPasswordForm } from '../components/forgotten-password-form';
import { FORGOTTEN_PASSWORD_TEXTS } from '../components/forgotten-password-texts';
import { ResetLinkSent } from '../components/reset-link-sent';

/**
 * /forgotten-password (spec sections 2.9, 4, 5, 8): the e-mail address and robot check, then
 * "It's on the way...". A reset link that has expired sends people here with
 * ?message=token-expired. A single-sign-on-only client gets a notice instead of the form.
 */
export function Component() {
  const { t } = useLingui();
  const { client } = useBootstrap();
  const [searchParams] = useSearchParams();
  const [sent, setSent] = useState(false);

  if (sent) {
    return (
      <div className={centredPageClass}>
        <section className={cardClass}>
          <ResetLinkSent headingClassName={headingClass} />
        </section>
      </div>
    );
  }

  const backLink = (
    <Link to={PATHS.login} className={backLinkClass}>
      {t(FORGOTTEN_PASSWORD_TEXTS.back)}
    </Link>
  );

  return (
    <div className={centredPageClass}>
      <section className={cardClass}>
        <h1 className={headingClass}>{t(FORGOTTEN_PASSWORD_TEXTS.heading)}</h1>
        {client?.ssoAccessOnly ? (
          <p className={introClass}>{t(FORGOTTEN_PASSWORD_TEXTS.ssoOnly)}</p>
        ) : (
          <>
            {searchParams.get(TOKEN_EXPIRED_MESSAGE.param) === TOKEN_EXPIRED_MESSAGE.value ? (
              <Alert variant="error">
                <p>{RECOVERY_TEXTS.renewalExpired}</p>
              </Alert>
            ) : null}
            <p className={introClass}>{t(FORGOTTEN_PASSWORD_TEXTS.instructions)}</p>
            <ForgottenPasswordForm onSent={() => setSent(true)} />
          </>
        )}
        {backLink}
      </section>
    </div>
  );
}

const cardClass = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '6',
  width: '100%',
  maxWidth: '480px',
  padding: { base: '5', sm: '8', md: '10' },
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'l3',
  bg: 'canvas',
  boxShadow: 'md',
});

const headingClass = css({
  fontSize: { base: '2xl', md: '3xl' },
  fontWeight: '700',
  color: 'fg',
  lineHeight: '1.2',
  _focus: { outline: 'none' },
  _focusVisible: { outline: '3px solid', outlineColor: 'focus', outlineOffset: '2px' },
});

const introClass = css({ color: 'fg.muted', fontSize: 'md', lineHeight: '1.5' });

const backLinkClass = css({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  paddingInline: '1',
  color: 'brand.primary.ink',
  fontWeight: '500',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
});
