import { describe, expect, it } from 'vitest';
import { PROGRESS_BAR } from '#contract/spec-constants';
import {
  clampProgress,
  IDLE_PROGRESS,
  PROGRESS_CEILING,
  type ProgressState,
  progressReducer,
  toAriaValueNow,
  toTranslatePercent,
  trickle,
} from './navigation-progress-model';

const loading = (value: number): ProgressState => ({ phase: 'loading', value });

describe('navigation progress model', () => {
  it('starts a navigation at the minimum of 0.08', () => {
    expect(progressReducer(IDLE_PROGRESS, { type: 'start' })).toEqual(loading(PROGRESS_BAR.minimum));
    expect(PROGRESS_BAR.minimum).toBe(0.08);
  });

  it('keeps its place when a second navigation starts while one is loading', () => {
    expect(progressReducer(loading(0.3), { type: 'start' })).toEqual(loading(0.3));
  });

  it('restarts at the minimum when a navigation starts while the last one is finishing', () => {
    expect(progressReducer({ phase: 'fading', value: 1 }, { type: 'start' })).toEqual(loading(0.08));
  });

  it('trickles by the trickle rate of 0.02 per tick', () => {
    const next = progressReducer(loading(0.08), { type: 'trickle' });
    expect(next.value).toBeCloseTo(0.1);
    expect(trickle(0.5)).toBeCloseTo(0.5 + PROGRESS_BAR.trickleRate);
  });

  it('never trickles to the end', () => {
    expect(trickle(0.99)).toBe(PROGRESS_CEILING);
    expect(trickle(PROGRESS_CEILING)).toBe(PROGRESS_CEILING);
    let value: number = PROGRESS_BAR.minimum;
    for (let tick = 0; tick < 1000; tick += 1) value = trickle(value);
    expect(value).toBeLessThan(1);
  });

  it('ignores trickle ticks unless loading', () => {
    expect(progressReducer(IDLE_PROGRESS, { type: 'trickle' })).toBe(IDLE_PROGRESS);
    const complete: ProgressState = { phase: 'complete', value: 1 };
    expect(progressReducer(complete, { type: 'trickle' })).toBe(complete);
  });

  it('jumps to 100% when the navigation is done, then fades, then resets to idle', () => {
    const complete = progressReducer(loading(0.4), { type: 'done' });
    expect(complete).toEqual({ phase: 'complete', value: 1 });
    const fading = progressReducer(complete, { type: 'fade' });
    expect(fading).toEqual({ phase: 'fading', value: 1 });
    expect(progressReducer(fading, { type: 'reset' })).toEqual(IDLE_PROGRESS);
  });

  it('does nothing on done when no navigation was running', () => {
    expect(progressReducer(IDLE_PROGRESS, { type: 'done' })).toBe(IDLE_PROGRESS);
  });

  it('does not reset while a navigation is loading', () => {
    expect(progressReducer(loading(0.2), { type: 'reset' })).toEqual(loading(0.2));
  });

  it('clamps values between the minimum and 1', () => {
    expect(clampProgress(0)).toBe(0.08);
    expect(clampProgress(0.5)).toBe(0.5);
    expect(clampProgress(3)).toBe(1);
  });

  it('slides the bar in from the left as it progresses', () => {
    expect(toTranslatePercent(0.08)).toBeCloseTo(-92);
    expect(toTranslatePercent(0.5)).toBeCloseTo(-50);
    expect(toTranslatePercent(1)).toBe(0);
  });

  it('reports aria-valuenow as a whole percentage', () => {
    expect(toAriaValueNow(0.08)).toBe(8);
    expect(toAriaValueNow(0.1234)).toBe(12);
    expect(toAriaValueNow(1)).toBe(100);
  });
});
