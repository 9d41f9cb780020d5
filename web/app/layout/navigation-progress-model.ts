import { PROGRESS_BAR } from '#contract/spec-constants';

/**
 * The navigation progress bar as a pure state machine (NProgress semantics, spec section 9):
 * a navigation starts the bar at the minimum, it trickles towards (never reaching) the end while
 * the navigation runs, jumps to 100% when it ends, then fades out and disappears.
 */
export type ProgressPhase = 'idle' | 'loading' | 'complete' | 'fading';

export interface ProgressState {
  phase: ProgressPhase;
  /** Fraction 0..1; null while idle. */
  value: number | null;
}

export type ProgressEvent =
  | { type: 'start' }
  | { type: 'trickle' }
  | { type: 'done' }
  | { type: 'fade' }
  | { type: 'reset' };

/** The bar never reaches the end by trickling; only 'done' completes it. */
export const PROGRESS_CEILING = 0.994;

export const IDLE_PROGRESS: ProgressState = { phase: 'idle', value: null };

export function clampProgress(value: number): number {
  return Math.min(Math.max(value, PROGRESS_BAR.minimum), 1);
}

export function trickle(value: number): number {
  if (value >= PROGRESS_CEILING) return value;
  return Math.min(value + PROGRESS_BAR.trickleRate, PROGRESS_CEILING);
}

export function progressReducer(state: ProgressState, event: ProgressEvent): ProgressState {
  switch (event.type) {
    case 'start':
      if (state.phase === 'loading') return state;
      return { phase: 'loading', value: PROGRESS_BAR.minimum };
    case 'trickle':
      if (state.phase !== 'loading' || state.value === null) return state;
      return { phase: 'loading', value: trickle(state.value) };
    case 'done':
      if (state.phase !== 'loading') return state;
      return { phase: 'complete', value: 1 };
    case 'fade':
      if (state.phase !== 'complete') return state;
      return { phase: 'fading', value: 1 };
    case 'reset':
      if (state.phase === 'loading') return state;
      return IDLE_PROGRESS;
  }
}

/** How far the bar is slid in from the left, as a CSS translateX percentage. */
export function toTranslatePercent(value: number): number {
  return (clampProgress(value) - 1) * 100;
}

/** aria-valuenow on a 0..100 scale. */
export function toAriaValueNow(value: number): number {
  return Math.round(clampProgress(value) * 100);
}
