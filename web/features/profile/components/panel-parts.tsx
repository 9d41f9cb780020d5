import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

/** A polite loading line inside a panel. */
export function PanelStatus({ children }: { children: ReactNode }) {
  return (
    <p role="status" className={statusClass}>
      {children}
    </p>
  );
}

/** The buttons at the foot of a panel's content. */
export function PanelActions({ children }: { children: ReactNode }) {
  return <div className={actionsClass}>{children}</div>;
}

/** The column every panel's content sits in. */
export function PanelBody({ children }: { children: ReactNode }) {
  return <div className={bodyClass}>{children}</div>;
}

const statusClass = css({ paddingBlock: '8', textAlign: 'center', color: 'fg.muted', fontSize: 'md' });

const actionsClass = css({ display: 'flex', flexDirection: 'column', gap: '3', marginTop: '2' });

const bodyClass = css({ display: 'flex', flexDirection: 'column', gap: '5' });
