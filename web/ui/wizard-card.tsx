import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

/** The page of a wizard (reset password, activation): one card, centred. */
export function WizardCard({ children }: { children: ReactNode }) {
  return (
    <div className={pageClass}>
      <div className={cardClass}>{children}</div>
    </div>
  );
}

/**
 * The wizard's heading, the page's h1. Given a `ref` it can take focus (tabIndex -1), so a page
 * can move focus to it on arrival (web/lib/use-focus-on-mount).
 */

/** What a wizard shows while it loads, e.g. 'Checking your link...'. */
export function WizardStatus({ children }: { children: ReactNode }) {
  return (
    <div role="status" className={statusClass}>
      {children}
    </div>
  );
}

const pageClass = css({
  flex: '1',
  display: 'flex',
  justifyContent: 'center',
  alignItems: { base: 'stretch', md: 'flex-start' },
  paddingInline: { base: '4', sm: '6' },
  paddingBlock: { base: '6', md: '12' },
});

const cardClass = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '6',
  width: '100%',
  maxWidth: '36rem',
  padding: { base: '5', sm: '8' },
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'l3',
  bg: 'canvas',
  boxShadow: 'md',
});

const statusClass = css({
  paddingInline: '4',
  paddingBlock: '12',
  textAlign: 'center',
  color: 'fg.muted',
  fontSize: 'lg',
});
