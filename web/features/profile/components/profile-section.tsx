import { type ReactNode, useEffect, useRef } from 'react';
import { css } from 'styled-system/css';
import { Alert } from '#web/ui/alert.tsx';

/**
 * A section's outcome message (success is a polite status, an error an alert). Focus stays on the
 * control that opened the panel, unless `focus` asks for it here: when that control has gone with
 * what it acted on (a removed family member's Remove button).
 */
export function SectionMessage({
  variant,
  children,
  focus = false,
}: {
  variant: 'success' | 'error';
  children: ReactNode;
  focus?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <Alert ref={ref} tabIndex={-1} variant={variant}>
      <p>{children}</p>
    </Alert>
  );
}

export const sectionClass = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  padding: { base: '5', md: '8' },
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'l3',
  bg: 'canvas',
});

export const sectionHeadingClass = css({ fontSize: 'xl', fontWeight: '700', color: 'fg' });

export const mutedClass = css({ color: 'fg.muted', lineHeight: '1.5' });
