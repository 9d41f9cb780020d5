import type { Bootstrap } from './bootstrap';
import type { PageDataCall } from './page-data';

/**
 * A signed-in page as the Worker streams it (docs/decisions/033-one-streamed-route-tree.md): its
 * status and title, decided before the first byte, and React's stream of the page in its frame.
 */
export interface AppPageRender {
  status: 200 | 403 | 404;
  /** The page's own title, from its route (the brand is added by the Worker); null: the brand alone. */
  title: string | null;
  /**
   * For a page whose title is made from its data (a benefit's name): its title once every section
   * has answered, which the Worker writes instead when the page arrives whole.
   */
  titleOnceWhole?: () => string | null;
  /** The page's module (its path under web/, as Vite's manifest names it): its chunks are preloaded. */
  module: string | null;
  /**
   * The page's markup, for the app shell's #root: the frame first, each data section as it answers;
   * `allReady` settles once every section is in it (React's renderToReadableStream).
   */
  body: ReadableStream<Uint8Array> & { allReady: Promise<void> };
}

export interface AppPageRequest {
  request: Request;
  bootstrap: Bootstrap;
  /**
   * One of the portal's own /api calls, made in process with the navigation's cookie; a refusal or
   * failure rejects with `{ status, body }` (the Worker's one error shape).
   */
  fetchJson: (apiPath: PageDataCall['apiPath']) => Promise<unknown>;
  /** The per-request nonce React's streaming scripts carry (the page's Content-Security-Policy allows it). */
  nonce: string;
  /** A client that runs no script (a crawler, a link preview): the whole page, every section in place. */
  complete: boolean;
  onError: (error: unknown) => void;
}

/**
 * Renders a signed-in page with the SPA's own route tree (web/app/render-app-page.tsx), or answers
 * with a Response when a route's loader redirects.
 */
export type RenderAppPage = (page: AppPageRequest) => Promise<AppPageRender | Response>;
