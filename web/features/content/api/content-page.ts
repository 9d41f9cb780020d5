import type { ContentPage, ContentPageName } from '#contract/content-pages';
import { api } from '#web/lib/api-client.ts';

/** A content page's policy, sanitised by the Worker (GET /api/content/pages/:page). */
export function fetchContentPage(page: ContentPageName, signal?: AbortSignal): Promise<ContentPage> {
  return api<ContentPage>(`/api/content/pages/${page}`, { signal });
}
