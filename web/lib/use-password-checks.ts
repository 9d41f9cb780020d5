import { useCallback, useEffect, useRef, useState } from 'react';
import { PASSWORD_RULES, type PasswordRuleName } from '#contract/password-rules';
import { DEBOUNCE_MS } from '#contract/spec-constants';
import { ApiRequestError } from './api-client';
import { portal, read, withSignal } from './portal-client';

/** Whose password it is, so the server can judge personal details and history (else the session's). */
export interface PasswordCheckContext {
  token?: string;
  activationId?: string;
}

export interface PasswordRuleState {
  name: PasswordRuleName;
  label: string;
  met: boolean;
}

export interface PasswordChecks {
  /** The nine rules in PASSWORD_RULES order; all unmet before the first answer and for ''. */
  rules: PasswordRuleState[];
  /** True only when the server's answer for exactly the current password passes every rule. */
  valid: boolean;
  /** A check for the current password is waiting for its debounce or for the server. */
  pending: boolean;
  /** Why the last check failed (rate limit, network), or null. */
  error: string | null;
  /**
   * The server's verdict on the current password, without waiting for the debounce: a check still
   * waiting for it is sent at once. A form submitted before the answer arrived (a password manager
   * fills the field and presses Enter) awaits this instead of refusing a good password. False for
   * '', after a failed check, or when the password changes before the answer arrives.
   */
  settle(): Promise<boolean>;
}

/** POST /api/password/check: the nine rules judged by the server for this password. */
export function checkPassword(password: string, context: PasswordCheckContext, signal?: AbortSignal) {
  return read(
    portal.api.password.check.$post(
      { json: { password, token: context.token, activationId: context.activationId } },
      withSignal(signal),
    ),
  );
}

interface Waiter {
  password: string;
  resolve(valid: boolean): void;
}

interface Answer {
  password: string;
  contextKey: string;
  met: ReadonlySet<PasswordRuleName>;
  valid: boolean;
}

/**
 * The live password checklist (spec section 5): each change is sent DEBOUNCE_MS.passwordCheck
 * (500 ms) after typing stops, and only the last call counts. A newer change aborts the request in
 * flight, and a sequence number drops any answer that still arrives for an older one. Until an
 * answer for the current password arrives the previous ticks stay on screen, but `valid` is false.
 */
export function usePasswordChecks(
  password: string,
  context: PasswordCheckContext = {},
  delayMs: number = DEBOUNCE_MS.passwordCheck,
): PasswordChecks {
  const { token, activationId } = context;
  const contextKey = JSON.stringify([token ?? null, activationId ?? null]);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const sequence = useRef(0);
  // What settle() needs outside the render that created it.
  const latest = useRef({ password, contextKey, answer, error });
  latest.current = { password, contextKey, answer, error };
  const waiters = useRef<Waiter[]>([]);
  const sendNow = useRef<(() => void) | null>(null);

  const resolveWaiters = useCallback((password: string | null, valid: boolean) => {
    const settled = waiters.current.filter((waiter) => password === null || waiter.password === password);
    waiters.current = waiters.current.filter((waiter) => !settled.includes(waiter));
    for (const waiter of settled) waiter.resolve(valid);
  }, []);

  useEffect(() => {
    const current = ++sequence.current;
    const isLatest = () => current === sequence.current;
    setError(null);
    if (!password) {
      setAnswer(null);
      return;
    }
    const controller = new AbortController();
    let sent = false;
    const send = () => {
      if (sent) return;
      sent = true;
      clearTimeout(timer);
      checkPassword(password, { token, activationId }, controller.signal).then(
        (result) => {
          if (!isLatest() || controller.signal.aborted) return;
          setAnswer({
            password,
            contextKey,
            met: new Set(result.checks.filter((check) => check.status).map((check) => check.name)),
            valid: result.valid,
          });
          setError(null);
          resolveWaiters(password, result.valid);
        },
        (failure: unknown) => {
          if (!isLatest() || controller.signal.aborted) return;
          setError(failure instanceof ApiRequestError ? failure.message : 'Failed to fetch');
          resolveWaiters(password, false);
        },
      );
    };
    const timer = setTimeout(send, delayMs);
    sendNow.current = send;
    return () => {
      clearTimeout(timer);
      controller.abort();
      sendNow.current = null;
      // A verdict awaited for this password no longer counts: the password or its context changed.
      resolveWaiters(null, false);
    };
  }, [password, token, activationId, contextKey, delayMs, resolveWaiters]);

  const settle = useCallback((): Promise<boolean> => {
    const now = latest.current;
    if (!now.password || now.error !== null) return Promise.resolve(false);
    if (now.answer?.password === now.password && now.answer.contextKey === now.contextKey) {
      return Promise.resolve(now.answer.valid);
    }
    return new Promise<boolean>((resolve) => {
      waiters.current.push({ password: now.password, resolve });
      sendNow.current?.();
    });
  }, []);

  const shown = password ? answer : null;
  const current = shown !== null && shown.password === password && shown.contextKey === contextKey;
  return {
    rules: PASSWORD_RULES.map((rule) => ({
      name: rule.name,
      label: rule.label,
      met: shown?.met.has(rule.name) ?? false,
    })),
    valid: current && shown.valid,
    pending: password !== '' && !current && error === null,
    error,
    settle,
  };
}
