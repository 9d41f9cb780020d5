import { css } from 'styled-system/css';

/**
 * A full-screen, polite "busy" message covering the page, e.g. 'Logging you in...' while the
 * post-login redirect is fetched (spec section 2.1).
 */
export function FullScreenLoading({ message }: { message: string }) {
  return (
    <div className={overlayClass}>
      <div role="status" aria-live="polite" className={boxClass}>
        <span aria-hidden="true" className={spinnerClass} />
        <p className={messageClass}>{message}</p>
      </div>
    </div>
  );
}

const overlayClass = css({
  position: 'fixed',
  inset: '0',
  // Above the sticky header, the cookie banner and menus.
  zIndex: 1100,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  bg: 'canvas',
  color: 'fg',
});

const boxClass = css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '4' });

const spinnerClass = css({
  width: '48px',
  height: '48px',
  borderRadius: 'full',
  borderWidth: '4px',
  borderStyle: 'solid',
  borderColor: 'brand.primary.20',
  borderTopColor: 'brand.primary',
  animation: 'spin 0.9s linear infinite',
  _motionReduce: { animation: 'none' },
});

const messageClass = css({ fontSize: 'lg', fontWeight: '500' });
