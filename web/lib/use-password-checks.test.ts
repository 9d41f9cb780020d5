import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_RULES, type PasswordRuleName } from '#contract/password-policy';
import type { ApiFixtures } from '#support/web/api-fixtures.ts';
import { apiError, json, type StubReply, stubApi } from '#support/web/api-stubs.tsx';
import { deferred, passwordChecks } from '#support/web/app-support.tsx';
import { type PasswordCheckContext, usePasswordChecks } from './use-password-checks';

/** A /api/password/check answer where the named rules pass (all of them by default). */
function checksAnswer(met?: readonly PasswordRuleName[]) {
  return json(passwordChecks(met));
}

type Call = { body: { password: string; token?: string; activationId?: string }; signal: AbortSignal | null };
/** Stubs the password check, each answer held to its route's type; returns the calls made to it. */
function stubCheck(reply: (call: Call, index: number) => StubReply<ApiFixtures['POST /api/password/check']>) {
  const calls: Call[] = [];
  stubApi({
    'POST /api/password/check': ({ body, signal }) => {
      const call = { body: body as Call['body'], signal };
      calls.push(call);
      return reply(call, calls.length - 1);
    },
  });
  return calls;
}

function renderChecks(initial: string, context: PasswordCheckContext = {}) {
  return renderHook(({ password, ctx }) => usePasswordChecks(password, ctx), {
    initialProps: { password: initial, ctx: context },
  });
}

const metNames = (result: { current: ReturnType<typeof usePasswordChecks> }) =>
  result.current.rules.filter((rule) => rule.met).map((rule) => rule.name);

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('usePasswordChecks', () => {
  it('shows all nine rules unmet and invalid before any answer', () => {
    stubCheck(() => checksAnswer());
    const { result } = renderChecks('Tr0ub4dor&3xyz');
    expect(result.current.rules).toHaveLength(9);
    expect(result.current.rules.map((rule) => rule.label)).toEqual(PASSWORD_RULES.map((rule) => rule.label));
    expect(metNames(result)).toEqual([]);
    expect(result.current.valid).toBe(false);
    expect(result.current.pending).toBe(true);
  });

  it('waits 500 ms after the last change before asking the server', async () => {
    const calls = stubCheck(() => checksAnswer());
    renderChecks('Tr0ub4dor&3xyz');
    await advance(499);
    expect(calls).toHaveLength(0);
    await advance(1);
    expect(calls).toHaveLength(1);
  });

  it('sends one request, for the last value, when the person types fast', async () => {
    const calls = stubCheck(() => checksAnswer());
    const { rerender } = renderChecks('T');
    for (const password of ['Tr', 'Tr0', 'Tr0u', 'Tr0ub']) {
      await advance(200);
      rerender({ password, ctx: {} });
    }
    await advance(500);
    expect(calls.map((call) => call.body.password)).toEqual(['Tr0ub']);
  });

  it('sends the reset token or activation id with the password', async () => {
    const calls = stubCheck(() => checksAnswer());
    const { rerender } = renderChecks('Tr0ub4dor&3xyz', { token: 'reset-token-123' });
    await advance(500);
    rerender({ password: 'Tr0ub4dor&3xyz!', ctx: { activationId: 'act-42' } });
    await advance(500);
    expect(calls.map((call) => call.body)).toEqual([
      { password: 'Tr0ub4dor&3xyz', token: 'reset-token-123' },
      { password: 'Tr0ub4dor&3xyz!', activationId: 'act-42' },
    ]);
  });

  it('ticks the rules the server reports as met, and is valid only when all pass', async () => {
    stubCheck((call) =>
      call.body.password === 'short' ? checksAnswer(['repeating', 'sequence', 'common']) : checksAnswer(),
    );
    const { result, rerender } = renderChecks('short');
    await advance(500);
    expect(metNames(result)).toEqual(['repeating', 'sequence', 'common']);
    expect(result.current.valid).toBe(false);
    expect(result.current.pending).toBe(false);

    rerender({ password: 'Tr0ub4dor&3xyz', ctx: {} });
    await advance(500);
    expect(metNames(result)).toHaveLength(9);
    expect(result.current.valid).toBe(true);
  });

  it('ignores a late answer to an earlier password and aborts its request', async () => {
    const first = deferred<Response>();
    const calls = stubCheck((_, index) => (index === 0 ? first.promise : checksAnswer()));
    const { result, rerender } = renderChecks('first-password');
    await advance(500);
    rerender({ password: 'Second-passw0rd!', ctx: {} });
    await advance(500);
    expect(calls).toHaveLength(2);
    expect(calls[0]?.signal?.aborted).toBe(true);
    expect(result.current.valid).toBe(true);

    await act(async () => {
      first.resolve(checksAnswer([]));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(metNames(result)).toHaveLength(9);
    expect(result.current.valid).toBe(true);
  });

  it('is not valid while a changed password waits for its own answer', async () => {
    stubCheck(() => checksAnswer());
    const { result, rerender } = renderChecks('Tr0ub4dor&3xyz');
    await advance(500);
    expect(result.current.valid).toBe(true);
    rerender({ password: 'Tr0ub4dor&3xy', ctx: {} });
    expect(result.current.valid).toBe(false);
    expect(result.current.pending).toBe(true);
  });

  it('clears the checklist, without a request, when the password is emptied', async () => {
    const calls = stubCheck(() => checksAnswer());
    const { result, rerender } = renderChecks('Tr0ub4dor&3xyz');
    await advance(500);
    expect(metNames(result)).toHaveLength(9);
    rerender({ password: '', ctx: {} });
    await advance(1000);
    expect(calls).toHaveLength(1);
    expect(result.current.rules).toHaveLength(9);
    expect(metNames(result)).toEqual([]);
    expect(result.current.valid).toBe(false);
    expect(result.current.pending).toBe(false);
  });

  it('reports a failed check and stays invalid', async () => {
    stubCheck(() => apiError(429, 'Too many attempts. Please wait a moment.', 'rate_limited'));
    const { result } = renderChecks('Tr0ub4dor&3xyz');
    await advance(500);
    expect(result.current.error).toBe('Too many attempts. Please wait a moment.');
    expect(result.current.valid).toBe(false);
    expect(result.current.pending).toBe(false);
  });
});
