import { type ReactNode, useEffect, useRef } from 'react';
import { css } from 'styled-system/css';

/**
 * The frame every error view shares: a heading that takes focus on mount (so screen readers
 * announce it), an optional message and one action (or none).
 */
export function ErrorView({
  heading,
  message,
  action,
}: {
  heading: string;
  message?: ReactNode;
  action: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <div className={wrapperClass}>
      <h1 ref={headingRef} tabIndex={-1} className={headingClass}>
        {heading}
      </h1>
      {message ? <p className={messageClass}>{message}</p> : null}
      {action ? <div className={actionClass}>{action}</div> : null}
    </div>
  );
}

const wrapperClass = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: '4',
  maxWidth: '40rem',
  marginInline: 'auto',
  paddingInline: { base: '4', sm: '6' },
  paddingBlock: { base: '10', md: '16' },
});

const headingClass = css({
  fontSize: { base: '2xl', md: '3xl' },
  fontWeight: '700',
  lineHeight: '1.2',
  color: 'fg',
  _focus: { outline: 'none' },
});

const messageClass = css({ color: 'fg.muted', fontSize: 'lg' });

const actionClass = css({ marginTop: '2' });
