import type { LogoutResponse } from '#contract/auth';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { portal, read } from '#web/lib/portal-client.ts';

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
