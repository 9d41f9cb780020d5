import { useCallback, useEffect, useRef, useState } from 'react';
import type { BenefitCost, BenefitValues } from '#contract/benefits';
import { DEBOUNCE_MS } from '#contract/spec-constants';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { fetchBenefitCost } from './benefits';

export type LiveCost =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'ready'; cost: BenefitCost; key: string }
  | { status: 'error'; message: string; key: string; fields: Record<string, string> };

/** The cost check under way: its values, its answer once it comes, and a way to ask at once. */
interface Check {
  key: string;
  answer: Promise<LiveCost>;
  now: () => void;
}

/** One key per set of values, so "the answer to these values" can be told apart from an older one. */
export function costKey(values: BenefitValues): string {
  return JSON.stringify(values);
}

/**
 * The cost of the values being typed (spec 7, beam cost calculation): asked DEBOUNCE_MS after the
 * last change, and a newer question aborts the older one, so only the last answer counts. A
 * refused value resets the cost (spec 8: a beam cost error is stored and the cost values reset).
 *
 * `settle(values)` is for a submit that races the debounce (docs/decisions/045): it asks about those
 * values at once (or waits for the check already asking) and resolves with the answer, so the form
 * validates against the limits that answer carries before it saves.
 */
export function useLiveCost(
  benefitId: number,
  values: BenefitValues | null,
): { cost: LiveCost; settle: (values: BenefitValues) => Promise<LiveCost> } {
  const [state, setState] = useState<LiveCost>({ status: 'idle' });
  const latest = useRef<LiveCost>(state);
  latest.current = state;
  const check = useRef<Check | null>(null);
  const key = values ? costKey(values) : null;

  const ask = useCallback(
    (asked: BenefitValues, signal: AbortSignal): Promise<LiveCost> => {
      const askedKey = costKey(asked);
      return fetchBenefitCost(benefitId, asked, signal).then(
        (cost): LiveCost => ({ status: 'ready', cost, key: askedKey }),
        (error: unknown): LiveCost => ({
          status: 'error',
          message: error instanceof ApiRequestError ? error.message : String(error),
          key: askedKey,
          // A value the server refused, by the form's field name (docs/decisions/045).
          fields: (error instanceof ApiRequestError && error.body.error.fields) || {},
        }),
      );
    },
    [benefitId],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `values`
  useEffect(() => {
    if (!values || key === null) {
      check.current = null;
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    let started = false;
    let settleWith: (answer: LiveCost) => void = () => {};
    const answer = new Promise<LiveCost>((resolve) => {
      settleWith = resolve;
    });
    const now = () => {
      clearTimeout(timer);
      if (started) return;
      started = true;
      ask(values, controller.signal).then((result) => {
        if (controller.signal.aborted) return;
        setState(result);
        settleWith(result);
      });
    };
    const timer = setTimeout(now, DEBOUNCE_MS.default);
    const mine: Check = { key, answer, now };
    check.current = mine;
    setState({ status: 'pending' });
    return () => {
      clearTimeout(timer);
      controller.abort();
      // Superseded: whoever waits on it is told so, and asks about the newer values.
      settleWith({ status: 'idle' });
      if (check.current === mine) check.current = null;
    };
  }, [benefitId, key, ask]);

  const settle = useCallback(
    async (asked: BenefitValues): Promise<LiveCost> => {
      const askedKey = costKey(asked);
      const current = latest.current;
      if ((current.status === 'ready' || current.status === 'error') && current.key === askedKey) {
        return current;
      }
      const running = check.current;
      if (running && running.key === askedKey) {
        running.now();
        const answer = await running.answer;
        if (answer.status !== 'idle') return answer;
      }
      // Not asked yet (the change has not reached the debounce): ask at once, for these values.
      const result = await ask(asked, new AbortController().signal);
      setState(result);
      return result;
    },
    [ask],
  );

  return { cost: state, settle };
}
