import { useQuery } from '@tanstack/react-query';
import type { HomeContent } from '../../../../worker/contract/home';
import { api } from '../../../lib/api-client';
import { HOME_CONTENT_KEY } from '../../../lib/query-keys';

/** GET /api/home: the home page's banner and cards for the signed-in person. */
export function useHomeContent() {
  return useQuery({
    queryKey: HOME_CONTENT_KEY,
    queryFn: ({ signal }) => api<HomeContent>('/api/home', { signal }),
  });
}
