import { useQuery } from '@tanstack/react-query';
import { pageCall, pageCallQuery } from '#web/lib/page-call.ts';
import { portal } from '#web/lib/portal-client.ts';
import { HOME_CONTENT_KEY } from '#web/lib/query-keys.ts';

export const HOME_CONTENT_CALL = pageCall(portal.api.home, {}, HOME_CONTENT_KEY);

/** GET /api/home: the home page's banner and cards for the signed-in person. */
export function useHomeContent() {
  return useQuery(pageCallQuery(HOME_CONTENT_CALL));
}
