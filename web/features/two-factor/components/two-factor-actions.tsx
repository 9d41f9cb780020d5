import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

/** The row of buttons at the foot of a two-factor card: stacked on small screens, main action last. */
export function TwoFactorActions({ children }: { children: ReactNode }) {
  return <div className={actionsClass}>{children}</div>;
}

const actionsClass = css({
  display: 'flex',
  flexDirection: { base: 'column-reverse', sm: 'row' },
  justifyContent: 'flex-end',
  gap: '3',
  '& > *': { flex: { base: 'none', sm: '1' } },
});
