import { css } from 'styled-system/css';
import { useBootstrap } from '../../../lib/bootstrap';

/** 'Need help? Contact us at …' with the support e-mail (mailto), else the support number (tel). */
export function SupportContact({ className }: { className?: string }) {
  const { theme } = useBootstrap();
  const email = theme.supportEmail.trim();
  const number = theme.supportNumber.trim();
  if (!email && !number) return null;
  return (
    <p className={className}>
      Need help? Contact us at{' '}
      {email ? (
        <a className={linkClass} href={`mailto:${email}`}>
          {email}
        </a>
      ) : (
        <a className={linkClass} href={`tel:${number.replace(/[^\d+]/g, '')}`}>
          {number}
        </a>
      )}
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
