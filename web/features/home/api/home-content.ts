import { useQuery } from '@tanstack/react-query';
import type { HomeContent } from '#contract/home';
import type { PageDataCall } from '#contract/page-data';
import { pageCallQuery } from '#web/lib/page-call.ts';
import { HOME_CONTENT_KEY } from '#web/lib/query-keys.ts';

export const HOME_CONTENT_CALL: PageDataCall = { apiPath: '/api/home', queryKey: HOME_CONTENT_KEY };

/** GET /api/home: the home page's banner and cards for the signed-in person. */
export function useHomeContent() {
  return useQuery(pageCallQuery<HomeContent>(HOME_CONTENT_CALL));
}
