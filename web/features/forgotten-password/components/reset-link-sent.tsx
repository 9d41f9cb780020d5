import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { css } from 'styled-system/css';
import { PATHS } from '#contract/page-paths';
import { ButtonLink } from '#web/ui/button.tsx';
import { SupportContact } from '#web/ui/support-contact.tsx';
import { FORGOTTEN_PASSWORD_TEXTS } from './forgotten-password-texts';

/**
 * The view once the server reports the link sent (spec sections 2.9, 4). Its heading takes focus
 * when it appears, so the change of view is announced and keyboard users start from it.
 */
export function ResetLinkSent({ headingClassName }: { headingClassName?: string }) {
  const { t } = useLingui();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <div className={viewClass}>
      <h1 ref={headingRef} tabIndex={-1} className={headingClassName}>
        {FORGOTTEN_PASSWORD_TEXTS.sentHeading}
      </h1>
      <p>{FORGOTTEN_PASSWORD_TEXTS.sentBody}</p>
      <SupportContact linkClassName={linkClass} />
      <ButtonLink to={PATHS.login} fullWidth>
        {t(FORGOTTEN_PASSWORD_TEXTS.backToLogin)}
      </ButtonLink>
    </div>
  );
}

const viewClass = css({ display: 'flex', flexDirection: 'column', gap: '5' });

const linkClass = css({
  color: 'brand.primary.ink',
  fontWeight: '500',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  overflowWrap: 'anywhere',
});
