import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False in server-rendered HTML and during hydration, true afterwards (and at once in a page that
 * is rendered in the browser). For what depends on the browser alone, e.g. the cookie banner's
 * stored choice: following it only after hydration keeps the prerendered HTML identical for
 * every visitor (docs/decisions/011-html-first-public-pages.md).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
