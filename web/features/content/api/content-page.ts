import type { ContentPage, ContentPageName } from '#contract/content-pages';
import { portal, read } from '#web/lib/portal-client.ts';

/** A content page's policy, sanitised by the Worker (GET /api/content/pages/:page). */
export function fetchContentPage(page: ContentPageName, signal?: AbortSignal): Promise<ContentPage> {
  return read(
    portal.api.content.pages[':page'].$get({ param: { page } }, signal ? { init: { signal } } : {}),
  );
}
