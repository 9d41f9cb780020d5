import { useCallback, useEffect, useRef, useState } from 'react';

export type RequestState<T> =
  | { status: 'pending' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: unknown };

/**
 * One GET the page needs on arrival (a reset token check, the activation details), for the public
 * pages, which do without react-query (docs/decisions/011-html-first-public-pages.md). It starts
 * after the first render, so prerendered HTML and the hydrating render both show the pending
 * state; it runs again only when `key` changes or on `retry`, and a superseded answer is dropped.
 */
export function useRequest<T>(
  request: (signal: AbortSignal) => Promise<T>,
  key: string,
): RequestState<T> & { retry: () => void } {
  const [state, setState] = useState<RequestState<T>>({ status: 'pending' });
  const [attempt, setAttempt] = useState(0);
  const requestRef = useRef(request);
  requestRef.current = request;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` and `attempt` are the triggers
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'pending' });
    requestRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, retry };
}
