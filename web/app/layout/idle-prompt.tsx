import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { css } from 'styled-system/css';
import { IDLE_COUNTDOWN_SECONDS, IDLE_PROMPT_AFTER_MS } from '#contract/spec-constants';
import { readLastCallAt, recordLastCall } from '../../lib/api-client';
import { NAV_PATHS } from '../../lib/nav-paths';
import { portal, read } from '../../lib/portal-client';
import { useSession } from '../../lib/session';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { VisuallyHidden } from '../../ui/visually-hidden';

export const SESSION_WARNING =
  "We will log you out soon to protect your account. If you want to stay logged in, that's fine.";

/** Where the idle clock stands: before the prompt, prompting (seconds left), or run out. */
export type IdlePhase =
  | { kind: 'idle'; promptAt: number }
  | { kind: 'prompt'; remaining: number; deadline: number }
  | { kind: 'expired' };

/**
 * Spec sections 4 (Session idle) and 9: the prompt shows IDLE_PROMPT_AFTER_MS after the last call
 * and counts down IDLE_COUNTDOWN_SECONDS. Everything is derived from the clock, so a tab whose timers
 * were throttled in the background still gets it right when it wakes up.
 */
export function idlePhase(now: number, lastCallAt: number): IdlePhase {
  const promptAt = lastCallAt + IDLE_PROMPT_AFTER_MS;
  if (now < promptAt) return { kind: 'idle', promptAt };
  const deadline = promptAt + IDLE_COUNTDOWN_SECONDS * 1000;
  if (now >= deadline) return { kind: 'expired' };
  return { kind: 'prompt', remaining: Math.ceil((deadline - now) / 1000), deadline };
}

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

/**
 * The idle screen 'Stay logged in?' (spec sections 2.3, 4 Session idle, 8 session warning). It runs
 * only while signed in and not on the logout pages.
 */
export function IdlePrompt() {
  const session = useSession();
  const { pathname } = useLocation();
  if (!session || pathname.startsWith(NAV_PATHS.logout)) return null;
  return <IdleWatch />;
}

function IdleWatch() {
  const navigate = useNavigate();
  // Mounting means a page load or a sign-in, both requests the Worker has just answered; the time
  // of the last successful ping is kept here too, in case session storage is refused.
  const localRef = useRef<number | null>(null);
  localRef.current ??= Date.now();
  // Signing in ends with a full page load, the public pages being an entry of their own
  // (docs/decisions/011): this page is the Worker's latest answer, and is recorded as such.
  useEffect(() => recordLastCall(), []);
  const lastCallAt = useCallback(() => Math.max(readLastCallAt() ?? 0, localRef.current ?? 0), []);
  const [phase, setPhase] = useState<IdlePhase>(() => idlePhase(Date.now(), lastCallAt()));
  const [pinging, setPinging] = useState(false);
  const shownRef = useRef(IDLE_COUNTDOWN_SECONDS);
  const leftRef = useRef(false);

  const evaluate = useCallback(() => {
    setPhase((previous) => {
      const next = idlePhase(Date.now(), lastCallAt());
      return samePhase(previous, next) ? previous : next;
    });
  }, [lastCallAt]);

  const remaining = phase.kind === 'prompt' ? phase.remaining : null;
  const expired = phase.kind === 'expired';
  // When the phase next changes: the prompt, or the next whole second of the countdown.
  const due =
    phase.kind === 'idle'
      ? phase.promptAt
      : phase.kind === 'prompt'
        ? phase.deadline - (phase.remaining - 1) * 1000
        : null;

  // One timer at a time; should it fire early (a clock change), it waits again.
  useEffect(() => {
    if (due === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wait = () => {
      const delay = due - Date.now();
      if (delay > 0) timer = setTimeout(wait, delay);
      else evaluate();
    };
    wait();
    return () => clearTimeout(timer);
  }, [due, evaluate]);

  // Background tabs have their timers throttled: look at the clock again on return.
  useEffect(() => {
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') evaluate();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => document.removeEventListener('visibilitychange', onVisibilityChange);
  }, [evaluate]);

  useEffect(() => {
    if (!expired || leftRef.current) return;
    leftRef.current = true;
    navigate(NAV_PATHS.logout);
  }, [expired, navigate]);

  const stayLoggedIn = async () => {
    if (pinging) return;
    setPinging(true);
    try {
      // The answer records a new last call, so the clock starts again.
      await read(portal.api.session.ping.$post());
      localRef.current = Date.now();
    } catch {
      // A 401 is handled by the session watcher; otherwise the countdown carries on.
    } finally {
      setPinging(false);
      evaluate();
    }
  };

  if (remaining !== null) shownRef.current = remaining;
  const shown = shownRef.current;
  const spoken = announcement(shown);

  return (
    <Dialog
      open={phase.kind === 'prompt'}
      onClose={() => void stayLoggedIn()}
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
          <Button aria-disabled={pinging || undefined} onClick={() => void stayLoggedIn()}>
            Stay logged in
          </Button>
          <Button variant="secondary" onClick={() => navigate(NAV_PATHS.logout)}>
            Logout
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

function samePhase(a: IdlePhase, b: IdlePhase): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind === 'idle' && b.kind === 'idle') return a.promptAt === b.promptAt;
  if (a.kind === 'prompt' && b.kind === 'prompt')
    return a.remaining === b.remaining && a.deadline === b.deadline;
  return true;
}
