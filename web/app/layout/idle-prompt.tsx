import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PATHS } from '#contract/page-paths';
import { IDLE_COUNTDOWN_SECONDS, IDLE_PROMPT_AFTER_MS } from '#contract/spec-constants';
import { readLastCallAt, recordLastCall } from '#web/lib/api-client.ts';
import { portal, read } from '#web/lib/portal-client.ts';
import { useSession } from '#web/lib/session.ts';
import type { IdlePromptDialogProps } from './idle-prompt-dialog';

/**
 * The prompt's dialog is loaded a minute before the prompt is due, not with every page: it is seen
 * after minutes without a call, and its code (with the dialog's) was most of what every signed-in
 * page loaded beyond its own. It is held in state rather than shown through React.lazy: a Suspense
 * boundary's reveal waits on timers, and the prompt must not depend on a page's timers running.
 * Should it fail to load, it is asked for again when the prompt is due; without it no prompt shows
 * and the countdown still ends in the logout, as the spec wants.
 */
const loadDialog = () => import('./idle-prompt-dialog');
type DialogComponent = ComponentType<IdlePromptDialogProps>;

/** How long before the prompt its dialog is fetched, so that none of the countdown waits for it. */
const DIALOG_PRELOAD_MS = 60_000;

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

/**
 * The idle screen 'Stay logged in?' (spec sections 2.3, 4 Session idle, 8 session warning). It runs
 * only while signed in and not on the logout pages.
 */
export function IdlePrompt() {
  const session = useSession();
  const { pathname } = useLocation();
  if (!session || pathname.startsWith(PATHS.logout)) return null;
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
  const promptedRef = useRef(false);

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

  // The dialog's code: a minute before it is needed, or at once when the prompt is already due.
  const [Dialog, setDialog] = useState<DialogComponent | null>(null);
  const loadAt = phase.kind === 'idle' ? phase.promptAt - DIALOG_PRELOAD_MS : 0;
  const needed = Dialog === null && phase.kind !== 'expired';
  useEffect(() => {
    if (!needed) return;
    let live = true;
    const load = () =>
      loadDialog().then(
        (module) => live && setDialog(() => module.default),
        () => undefined,
      );
    // No timer once it is due: a page whose timers are held back must still get its prompt.
    const delay = loadAt - Date.now();
    const timer = delay > 0 ? setTimeout(() => void load(), delay) : void load();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [needed, loadAt]);

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
    navigate(PATHS.logout);
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
  // Mounted from the first prompt on, so that the dialog closes (and gives focus back) as it opened.
  if (phase.kind === 'prompt') promptedRef.current = true;
  if (!promptedRef.current || Dialog === null) return null;
  return (
    <Dialog
      open={phase.kind === 'prompt'}
      shown={shownRef.current}
      pinging={pinging}
      onStay={() => void stayLoggedIn()}
      onLogout={() => navigate(PATHS.logout)}
    />
  );
}

function samePhase(a: IdlePhase, b: IdlePhase): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind === 'idle' && b.kind === 'idle') return a.promptAt === b.promptAt;
  if (a.kind === 'prompt' && b.kind === 'prompt')
    return a.remaining === b.remaining && a.deadline === b.deadline;
  return true;
}
