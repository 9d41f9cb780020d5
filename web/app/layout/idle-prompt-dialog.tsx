import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { IDLE_COUNTDOWN_SECONDS } from '#contract/spec-constants';
import { Button } from '#web/ui/button.tsx';
import { Dialog } from '#web/ui/dialog.tsx';
import { VisuallyHidden } from '#web/ui/visually-hidden.tsx';

export const SESSION_WARNING =
  "We will log you out soon to protect your account. If you want to stay logged in, that's fine.";

/** Announce the countdown only now and then, not every second (spec 2.3 idle screen). */
function announcement(remaining: number): string | null {
  if (remaining === IDLE_COUNTDOWN_SECONDS || remaining === 10 || remaining === 5) {
    return `You will be logged out in ${remaining} seconds.`;
  }
  return null;
}

const body = css({ display: 'flex', flexDirection: 'column', gap: '5' });

const countdown = css({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'center',
  gap: '2',
  color: 'fg',
});

const seconds = css({
  fontSize: '4xl',
  fontWeight: '700',
  lineHeight: '1',
  color: 'brand.primary.ink',
  fontVariantNumeric: 'tabular-nums',
});

const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '3' });

export interface IdlePromptDialogProps {
  open: boolean;
  /** Seconds left, as last shown. */
  shown: number;
  /** A 'Stay logged in' ping is on its way. */
  pinging: boolean;
  onStay: () => void;
  onLogout: () => void;
}

/** The idle screen 'Stay logged in?' (spec sections 2.3, 4 Session idle, 8 session warning). */
export default function IdlePromptDialog({
  open,
  shown,
  pinging,
  onStay,
  onLogout,
}: IdlePromptDialogProps): ReactNode {
  const spoken = announcement(shown);
  return (
    <Dialog
      open={open}
      onClose={onStay}
      title="Stay logged in?"
      closeLabel={null}
      closeOnOverlayClick={false}
    >
      <div className={body}>
        <p>{SESSION_WARNING}</p>
        <p className={countdown} data-testid="idle-countdown">
          <span className={seconds}>{shown}</span>
          <span>{shown === 1 ? 'second' : 'seconds'}</span>
        </p>
        <p aria-live="polite" aria-atomic="true">
          <VisuallyHidden>{spoken ?? ''}</VisuallyHidden>
        </p>
        <div className={actions}>
          <Button aria-disabled={pinging || undefined} onClick={onStay}>
            Stay logged in
          </Button>
          <Button variant="secondary" onClick={onLogout}>
            Logout
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
