import { Trans } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { supportContactOf } from '#contract/support-contact';
import { useBootstrap } from '#web/lib/bootstrap.tsx';

/**
 * 'Need help? Contact us at …' with the support e-mail (mailto), else the support number (tel).
 * Marked for the Worker, which writes the tenant's link into the prerendered login page.
 */
export function SupportContact({
  className,
  linkClassName = linkClass,
}: {
  className?: string;
  /** The link's look where the line stands on another background than the brand panel's. */
  linkClassName?: string;
}) {
  const { theme } = useBootstrap();
  const contact = supportContactOf(theme);
  if (!contact) return null;
  return (
    <p className={className}>
      <Trans>
        Need help? Contact us at{' '}
        <a className={linkClassName} href={contact.href}>
          {contact.text}
        </a>
      </Trans>
    </p>
  );
}

const linkClass = css({
  color: 'inherit',
  fontWeight: '500',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  overflowWrap: 'anywhere',
});
