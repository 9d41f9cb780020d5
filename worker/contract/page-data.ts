/**
 * One of the portal's own /api calls whose answer a page shows on arrival (`apiPath`), with the
 * react-query key the page's components keep that answer under (`queryKey`). A route's loader lists
 * them (web/app/page-data.ts); the Worker reads them in process while it streams the page, and the
 * browser reads them on a client navigation (docs/decisions/033-one-streamed-route-tree.md).
 */
export interface PageDataCall {
  apiPath: `/api/${string}`;
  queryKey: readonly (string | number | null)[];
}

/**
 * The attribute of the JSON blocks that carry the answers a section was rendered from, streamed next
 * to it (TanStack Query's dehydrated state): <script type="application/json" data-page-query>.
 */
export const STREAMED_QUERY_ATTRIBUTE = 'data-page-query';

/**
 * The attribute of the element around what a page renders from its calls' answers (web/lib/page-data.tsx
 * `PageData`); the bench checks that a landing page's largest paint is inside one.
 */
export const PAGE_DATA_ATTRIBUTE = 'data-page-data';
