import { useLingui } from '@lingui/react/macro';
import { type CSSProperties, useEffect, useReducer } from 'react';
import { css } from 'styled-system/css';
import { PROGRESS_BAR } from '#contract/spec-constants';
import {
  IDLE_PROGRESS,
  progressReducer,
  toAriaValueNow,
  toTranslatePercent,
} from './navigation-progress-model';

const track = css({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  height: '3px',
  overflow: 'hidden',
  zIndex: 1000,
  pointerEvents: 'none',
  transition: 'opacity var(--progress-speed) linear',
  '&[data-phase="fading"]': { opacity: 0 },
  _motionReduce: { transition: 'none' },
});

const bar = css({
  height: '100%',
  width: '100%',
  bg: 'brand.primary',
  transition: 'transform var(--progress-speed) ease',
  _motionReduce: { transition: 'none' },
});

/**
 * A thin bar at the top of the page while the next page loads (spec section 9). Router-free: each
 * entry says when it is busy (web/app/layout/navigation-progress.tsx for react-router).
 */
export function ProgressBar({ busy }: { busy: boolean }) {
  const { t } = useLingui();
  const [state, dispatch] = useReducer(progressReducer, IDLE_PROGRESS);

  useEffect(() => {
    dispatch({ type: busy ? 'start' : 'done' });
  }, [busy]);

  useEffect(() => {
    if (state.phase === 'loading') {
      const id = setInterval(() => dispatch({ type: 'trickle' }), PROGRESS_BAR.trickleIntervalMs);
      return () => clearInterval(id);
    }
    if (state.phase === 'complete' || state.phase === 'fading') {
      const next = state.phase === 'complete' ? 'fade' : 'reset';
      const id = setTimeout(() => dispatch({ type: next }), PROGRESS_BAR.speedMs);
      return () => clearTimeout(id);
    }
    return undefined;
  }, [state.phase]);

  if (state.phase === 'idle' || state.value === null) return null;

  const style = { '--progress-speed': `${PROGRESS_BAR.speedMs}ms` } as CSSProperties;
  return (
    <div
      className={track}
      style={style}
      data-phase={state.phase}
      role="progressbar"
      aria-label={t`Loading page`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={toAriaValueNow(state.value)}
    >
      <div className={bar} style={{ transform: `translateX(${toTranslatePercent(state.value)}%)` }} />
    </div>
  );
}
