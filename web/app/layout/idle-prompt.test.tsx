import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOSE_ANIMATION_MS, IDLE_COUNTDOWN_SECONDS, IDLE_PROMPT_AFTER_MS } from '#contract/spec-constants';
import { calledApis, probeRoutes, renderRoutes, stubApi } from '#support/web/api-stubs.tsx';
import { makeSession } from '#support/web/app-support.tsx';
import { LAST_CALL_STORAGE_KEY, readLastCallAt } from '#web/lib/api-client.ts';
import { IdlePrompt, idlePhase } from './idle-prompt';
import { SESSION_WARNING } from './idle-prompt-dialog';

const START = new Date('2026-03-02T09:00:00Z').getTime();

/**
 * Moves the fake clock on in steps of at most a second, each in its own act(), so the effects that
 * schedule the next timer run between steps as they would in a browser.
 */
async function advance(ms: number) {
  let left = ms;
  while (left > 0) {
    const step = Math.min(left, 1000);
    // Async, so that the prompt's dialog, a module loaded when the prompt is near, can arrive.
    await act(async () => {
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
  it('is idle until 14 minutes after the last call', async () => {
    expect(idlePhase(START + IDLE_PROMPT_AFTER_MS - 1, START)).toEqual({
      kind: 'idle',
      promptAt: START + IDLE_PROMPT_AFTER_MS,
    });
  });

  it('counts whole seconds down from 15 once the prompt is due', async () => {
    const deadline = START + IDLE_PROMPT_AFTER_MS + IDLE_COUNTDOWN_SECONDS * 1000;
    expect(idlePhase(START + IDLE_PROMPT_AFTER_MS, START)).toEqual({
      kind: 'prompt',
      remaining: 15,
      deadline,
    });
    expect(idlePhase(START + IDLE_PROMPT_AFTER_MS + 1, START)).toMatchObject({ remaining: 15 });
    expect(idlePhase(deadline - 1000, START)).toMatchObject({ remaining: 1 });
  });

  it('runs out when the countdown reaches zero', async () => {
    const deadline = START + IDLE_PROMPT_AFTER_MS + IDLE_COUNTDOWN_SECONDS * 1000;
    expect(idlePhase(deadline, START)).toEqual({ kind: 'expired' });
  });
});

describe('idle prompt', () => {
  // The dialog's module, as a browser holds it once loaded: its import then settles at once.
  beforeAll(async () => {
    await import('./idle-prompt-dialog');
  });

  beforeEach(() => {
    vi.useFakeTimers({ now: START });
    window.sessionStorage.setItem(LAST_CALL_STORAGE_KEY, String(START));
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    window.sessionStorage.clear();
  });

  it('appears 14 minutes after the last call with the session warning and a countdown from 15', async () => {
    stubApi({});
    renderPrompt();
    await advance(IDLE_PROMPT_AFTER_MS - 1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await advance(1);
    const dialog = screen.getByRole('dialog', { name: 'Stay logged in?' });
    expect(dialog).toHaveTextContent(SESSION_WARNING);
    expect(screen.getByTestId('idle-countdown').textContent).toBe('15seconds');
    expect(screen.getByRole('button', { name: 'Stay logged in' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();

    await advance(1000);
    expect(screen.getByTestId('idle-countdown').textContent).toBe('14seconds');
    await advance(13_000);
    expect(screen.getByTestId('idle-countdown').textContent).toBe('1second');
  });

  it('announces the countdown politely and only now and then', async () => {
    stubApi({});
    renderPrompt();
    await advance(IDLE_PROMPT_AFTER_MS);
    const live = screen.getByRole('dialog').querySelector('[aria-live="polite"]');
    expect(live?.textContent).toBe('You will be logged out in 15 seconds.');
    await advance(1000);
    expect(live?.textContent).toBe('');
    await advance(4000);
    expect(live?.textContent).toBe('You will be logged out in 10 seconds.');
  });

  it('counts from a later call instead when one was made meanwhile', async () => {
    stubApi({});
    renderPrompt();
    await advance(5 * 60_000);
    window.sessionStorage.setItem(LAST_CALL_STORAGE_KEY, String(Date.now()));
    await advance(IDLE_PROMPT_AFTER_MS - 5 * 60_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(5 * 60_000);
    expect(screen.getByRole('dialog', { name: 'Stay logged in?' })).toBeInTheDocument();
  });

  it('counts from the page load when the recorded call is older, as loading the page reached the server', async () => {
    window.sessionStorage.setItem(LAST_CALL_STORAGE_KEY, String(START - 20 * 60_000));
    stubApi({});
    renderPrompt();
    expect(location()).toBe('/app/home/');
    await advance(IDLE_PROMPT_AFTER_MS - 1000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(1000);
    expect(screen.getByRole('dialog', { name: 'Stay logged in?' })).toBeInTheDocument();
  });

  it('goes to /logout when the countdown reaches zero', async () => {
    stubApi({});
    renderPrompt();
    await advance(IDLE_PROMPT_AFTER_MS + IDLE_COUNTDOWN_SECONDS * 1000 - 1);
    expect(location()).toBe('/app/home/');
    await advance(1);
    expect(location()).toBe('/logout');
  });

  it('pings the server, records the call and closes when Stay logged in is chosen', async () => {
    const fetchMock = stubApi({ 'POST /api/session/ping': new Response(null, { status: 204 }) });
    renderPrompt();
    await advance(IDLE_PROMPT_AFTER_MS + 3000);

    // fireEvent, not user-event: Testing Library's async wrapper waits on a (here fake) timer.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Stay logged in' }));
    });
    expect(calledApis(fetchMock)).toEqual(['POST /api/session/ping']);
    expect(readLastCallAt()).toBe(Date.now());
    await advance(CLOSE_ANIMATION_MS);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // The countdown no longer runs, and the next prompt is 14 minutes after the ping.
    await advance(IDLE_COUNTDOWN_SECONDS * 1000);
    expect(location()).toBe('/app/home/');
    await advance(IDLE_PROMPT_AFTER_MS - IDLE_COUNTDOWN_SECONDS * 1000 - CLOSE_ANIMATION_MS - 1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(1000);
    expect(screen.getByRole('dialog', { name: 'Stay logged in?' })).toBeInTheDocument();
  });

  it('goes to /logout when Logout is chosen', async () => {
    stubApi({});
    renderPrompt();
    await advance(IDLE_PROMPT_AFTER_MS);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    });
    expect(location()).toBe('/logout');
  });

  it('looks at the clock again when the tab becomes visible after its timers were held back', async () => {
    stubApi({});
    renderPrompt();
    // The clock moves on but no timer fires, as in a throttled background tab.
    vi.setSystemTime(START + IDLE_PROMPT_AFTER_MS + 5000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(async () => {
      fireEvent(document, new Event('visibilitychange'));
    });
    expect(screen.getByTestId('idle-countdown').textContent).toBe('10seconds');
  });

  it('does nothing while signed out', async () => {
    stubApi({});
    renderPrompt({ signedIn: false, path: '/' });
    await advance(IDLE_PROMPT_AFTER_MS + IDLE_COUNTDOWN_SECONDS * 1000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(location()).toBe('/');
  });
});
