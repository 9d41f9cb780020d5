import type { QueryClient } from '@tanstack/react-query';
import type { LogoutResponse } from '#contract/auth';
import { PERSISTED_COOKIE_SLICE } from '#contract/spec-constants';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { portal, read } from '#web/lib/portal-client.ts';
import { SESSION_QUERY_KEY } from '#web/lib/session.ts';

/**
 * POST /api/auth/logout: the Worker revokes the session and clears its cookie. It answers with the
 * single-sign-on logout address when the person has one. A 401 means the session had already gone,
 * which is the outcome asked for.
 */
export async function logout(): Promise<LogoutResponse> {
  try {
    return await read(portal.api.auth.logout.$post());
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return { redirectUrl: null };
    throw error;
  }
}

/**
 * Spec section 4 (Login): "Reset clears everything except the cookies-accepted flag". Drops every
 * cached answer, the session-storage entries (the last-call time among them) and every local-storage
 * entry but the persisted cookie slice `pes`, then forgets the session.
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
