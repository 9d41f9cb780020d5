import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOSE_ANIMATION_MS, IDLE_COUNTDOWN_SECONDS, IDLE_PROMPT_AFTER_MS } from '#contract/spec-constants';
import { LAST_CALL_STORAGE_KEY, readLastCallAt } from '../../lib/api-client';
import { makeSession } from '../../test-support';
import { calledApis, probeRoutes, renderRoutes, stubApi } from '../guards/test-helpers';
import { IdlePrompt, idlePhase, SESSION_WARNING } from './idle-prompt';

const START = new Date('2026-03-02T09:00:00Z').getTime();

/**
 * Moves the fake clock on in steps of at most a second, each in its own act(), so the effects that
 * schedule the next timer run between steps as they would in a browser.
 */
function advance(ms: number) {
  let left = ms;
  while (left > 0) {
    const step = Math.min(left, 1000);
    act(() => {
      vi.advanceTimersByTime(step);
    });
    left -= step;
  }
}

function renderPrompt({ signedIn = true, path = '/app/home/' } = {}) {
  return renderRoutes(probeRoutes(<IdlePrompt />), { path, session: signedIn ? makeSession() : null });
}

const location = () => screen.getByTestId('location').textContent;

describe('idlePhase', () => {
  it('is idle until 14 minutes after the last call', () => {
    expect(idlePhase(START + IDLE_PROMPT_AFTER_MS - 1, START)).toEqual({
      kind: 'idle',
      promptAt: START + IDLE_PROMPT_AFTER_MS,
    });
  });

  it('counts whole seconds down from 15 once the prompt is due', () => {
    const deadline = START + IDLE_PROMPT_AFTER_MS + IDLE_COUNTDOWN_SECONDS * 1000;
    expect(idlePhase(START + IDLE_PROMPT_AFTER_MS, START)).toEqual({
      kind: 'prompt',
      remaining: 15,
      deadline,
    });
    expect(idlePhase(START + IDLE_PROMPT_AFTER_MS + 1, START)).toMatchObject({ remaining: 15 });
    expect(idlePhase(deadline - 1000, START)).toMatchObject({ remaining: 1 });
  });

  it('runs out when the countdown reaches zero', () => {
    const deadline = START + IDLE_PROMPT_AFTER_MS + IDLE_COUNTDOWN_SECONDS * 1000;
    expect(idlePhase(deadline, START)).toEqual({ kind: 'expired' });
  });
});

describe('idle prompt', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: START });
    window.sessionStorage.setItem(LAST_CALL_STORAGE_KEY, String(START));
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    window.sessionStorage.clear();
  });

  it('appears 14 minutes after the last call with the session warning and a countdown from 15', () => {
    stubApi({});
    renderPrompt();
    advance(IDLE_PROMPT_AFTER_MS - 1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    advance(1);
    const dialog = screen.getByRole('dialog', { name: 'Stay logged in?' });
    expect(dialog).toHaveTextContent(SESSION_WARNING);
    expect(screen.getByTestId('idle-countdown').textContent).toBe('15seconds');
    expect(screen.getByRole('button', { name: 'Stay logged in' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();

    advance(1000);
    expect(screen.getByTestId('idle-countdown').textContent).toBe('14seconds');
    advance(13_000);
    expect(screen.getByTestId('idle-countdown').textContent).toBe('1second');
  });

  it('announces the countdown politely and only now and then', () => {
    stubApi({});
    renderPrompt();
    advance(IDLE_PROMPT_AFTER_MS);
    const live = screen.getByRole('dialog').querySelector('[aria-live="polite"]');
    expect(live?.textContent).toBe('You will be logged out in 15 seconds.');
    advance(1000);
    expect(live?.textContent).toBe('');
    advance(4000);
    expect(live?.textContent).toBe('You will be logged out in 10 seconds.');
  });

  it('counts from a later call instead when one was made meanwhile', () => {
    stubApi({});
    renderPrompt();
    advance(5 * 60_000);
    window.sessionStorage.setItem(LAST_CALL_STORAGE_KEY, String(Date.now()));
    advance(IDLE_PROMPT_AFTER_MS - 5 * 60_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(5 * 60_000);
    expect(screen.getByRole('dialog', { name: 'Stay logged in?' })).toBeInTheDocument();
  });

  it('counts from the page load when the recorded call is older, as loading the page reached the server', () => {
    window.sessionStorage.setItem(LAST_CALL_STORAGE_KEY, String(START - 20 * 60_000));
    stubApi({});
    renderPrompt();
    expect(location()).toBe('/app/home/');
    advance(IDLE_PROMPT_AFTER_MS - 1000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(1000);
    expect(screen.getByRole('dialog', { name: 'Stay logged in?' })).toBeInTheDocument();
  });

  it('goes to /logout when the countdown reaches zero', () => {
    stubApi({});
    renderPrompt();
    advance(IDLE_PROMPT_AFTER_MS + IDLE_COUNTDOWN_SECONDS * 1000 - 1);
    expect(location()).toBe('/app/home/');
    advance(1);
    expect(location()).toBe('/logout');
  });

  it('pings the server, records the call and closes when Stay logged in is chosen', async () => {
    const fetchMock = stubApi({ 'POST /api/session/ping': new Response(null, { status: 204 }) });
    renderPrompt();
    advance(IDLE_PROMPT_AFTER_MS + 3000);

    // fireEvent, not user-event: Testing Library's async wrapper waits on a (here fake) timer.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Stay logged in' }));
    });
    expect(calledApis(fetchMock)).toEqual(['POST /api/session/ping']);
    expect(readLastCallAt()).toBe(Date.now());
    advance(CLOSE_ANIMATION_MS);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // The countdown no longer runs, and the next prompt is 14 minutes after the ping.
    advance(IDLE_COUNTDOWN_SECONDS * 1000);
    expect(location()).toBe('/app/home/');
    advance(IDLE_PROMPT_AFTER_MS - IDLE_COUNTDOWN_SECONDS * 1000 - CLOSE_ANIMATION_MS - 1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(1000);
    expect(screen.getByRole('dialog', { name: 'Stay logged in?' })).toBeInTheDocument();
  });

  it('goes to /logout when Logout is chosen', () => {
    stubApi({});
    renderPrompt();
    advance(IDLE_PROMPT_AFTER_MS);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    });
    expect(location()).toBe('/logout');
  });

  it('looks at the clock again when the tab becomes visible after its timers were held back', () => {
    stubApi({});
    renderPrompt();
    // The clock moves on but no timer fires, as in a throttled background tab.
    vi.setSystemTime(START + IDLE_PROMPT_AFTER_MS + 5000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => {
      fireEvent(document, new Event('visibilitychange'));
    });
    expect(screen.getByTestId('idle-countdown').textContent).toBe('10seconds');
  });

  it('does nothing while signed out', () => {
    stubApi({});
    renderPrompt({ signedIn: false, path: '/' });
    advance(IDLE_PROMPT_AFTER_MS + IDLE_COUNTDOWN_SECONDS * 1000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(location()).toBe('/');
  });
});
