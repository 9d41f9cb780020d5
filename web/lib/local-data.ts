import type { QueryClient } from '@tanstack/react-query';
import { PERSISTED_COOKIE_SLICE } from '#contract/spec-constants';
import { SESSION_QUERY_KEY } from './session';

/**
 * Spec section 4 (Login): "Reset clears everything except the cookies-accepted flag". Drops every
 * cached answer and the stored entries (clearStoredData), then forgets the session.
 */
export function clearLocalData(queryClient: QueryClient): void {
  queryClient.cancelQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
  queryClient.getMutationCache().clear();
  clearStoredData();
  queryClient.setQueryData(SESSION_QUERY_KEY, null);
}

/**
 * The browser-storage half of the reset: the session-storage entries (the last-call time among
 * them) and every local-storage entry but the persisted cookie slice `pes`. Enough on its own before
 * a full page load, which drops every cached answer with the page (sign out everywhere, decision 056).
 */
export function clearStoredData(): void {
  try {
    window.sessionStorage.clear();
  } catch {
    // Storage refused: nothing was kept there either.
  }
  try {
    const storage = window.localStorage;
    for (const key of Object.keys(storage)) {
      if (key !== PERSISTED_COOKIE_SLICE.key) storage.removeItem(key);
    }
  } catch {
    // Storage refused: nothing was kept there either.
  }
}
