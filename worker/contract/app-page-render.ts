import type { Bootstrap } from './bootstrap';
import type { PageDataCall } from './page-data';

/**
 * Which page of the one route tree a path is (docs/decisions/066), as the Worker needs to know it
 * before it renders: the tree answers, with react-router's matching (web/app/render-app-page.tsx).
 */
export interface PageRoute {
  /** The layout route the page is drawn in: the public frame, or the app frame (signed in). */
  frame: 'public' | 'app';
  /** The matched page's route id: a public page's name in contract/public-pages, else null. */
  name: string | null;
  /** The page needs a session (every page of the app frame but the one that ends it, /logout). */
  needsSession: boolean;
  /** The page shows the login form: a signed-in visitor goes on to /app/home/ (decision 047). */
  restoresSession: boolean;
  /** The cookie banner is not shown over the page (the cookie policy). */
  hidesCookieBanner: boolean;
}

/**
 * A page as the Worker streams it (docs/decisions/033, 066): its status and title, decided before
 * the first byte, and React's stream of the page in its frame.
 */
export interface AppPageRender {
  status: 200 | 403 | 404;
  /**
   * The page's own title, from its route and what its calls have answered so far (the brand is
   * added by the Worker); null: none known.
   */
  title: () => string | null;
  /** The title is made from the page's data (a benefit's name): the Worker asks once the page is whole. */
  titleFollowsData: boolean;
  /**
   * The modules of the matched routes (the frame's, the guard's, the page's: paths under web/, as
   * Vite's manifest names them): their chunks are preloaded.
   */
  modules: readonly string[];
  /**
   * The page's markup, for the shell's #root: the frame first, each data section as it answers;
   * `allReady` settles once every section is in it (React's renderToReadableStream).
   */
  body: ReadableStream<Uint8Array> & { allReady: Promise<void> };
}

export interface AppPageRequest {
  request: Request;
  bootstrap: Bootstrap;
  /** One of the portal's own /api calls, made in process with the navigation's session: its answer. */
  callApi: (apiPath: PageDataCall['apiPath']) => Promise<Response>;
  /** The per-request nonce React's streaming scripts carry (the page's Content-Security-Policy allows it). */
  nonce: string;
  onError: (error: unknown) => void;
}

/**
 * Renders any page with the SPA's one route tree (web/app/render-app-page.tsx), or answers with a
 * Response when a route's loader redirects.
 */
export type RenderAppPage = (page: AppPageRequest) => Promise<AppPageRender | Response>;

/** Which page of the tree a path is. */
export type RouteOfPath = (pathname: string) => PageRoute;
