import type { QueryClient } from '@tanstack/react-query';
import { PERSISTED_COOKIE_SLICE } from '#contract/spec-constants';
import { SESSION_QUERY_KEY } from './session';

/**
 * Spec section 4 (Login): "Reset clears everything except the cookies-accepted flag", at logout and
 * after signing out everywhere (decision 056). Drops every cached answer, the session-storage
 * entries (the last-call time among them) and every local-storage entry but the persisted cookie
 * slice `pes`, then forgets the session.
 */
export function clearLocalData(queryClient: QueryClient): void {
  queryClient.cancelQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
  queryClient.getMutationCache().clear();
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
  queryClient.setQueryData(SESSION_QUERY_KEY, null);
}
