import { useEffect, useState } from 'react';
import type { BenefitCost, BenefitValues } from '#contract/benefits';
import { DEBOUNCE_MS } from '#contract/spec-constants';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { fetchBenefitCost } from './benefits';

export type LiveCost =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'ready'; cost: BenefitCost }
  | { status: 'error'; message: string };

/**
 * The cost of the values being typed (spec 7, beam cost calculation): asked DEBOUNCE_MS after the
 * last change, and a newer question aborts the older one, so only the last answer counts. A
 * refused value resets the cost (spec 8: a beam cost error is stored and the cost values reset).
 */
export function useLiveCost(benefitId: number, values: BenefitValues | null): LiveCost {
  const [state, setState] = useState<LiveCost>({ status: 'idle' });
  const key = values ? JSON.stringify(values) : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `values`
  useEffect(() => {
    if (!values) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'pending' });
    const timer = setTimeout(() => {
      fetchBenefitCost(benefitId, values, controller.signal).then(
        (cost) => {
          if (!controller.signal.aborted) setState({ status: 'ready', cost });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const message = error instanceof ApiRequestError ? error.message : String(error);
          setState({ status: 'error', message });
        },
      );
    }, DEBOUNCE_MS.default);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [benefitId, key]);

  return state;
}
