import { CSRF_HEADER, CSRF_HEADER_VALUE } from '#contract/api-error';
import type { AppPageRender, RenderAppPage } from '#contract/app-page-render';
import type { Bootstrap } from '#contract/bootstrap';
import { serializeJsonForHtml } from '#contract/json-for-html';
import type { PageDataCall } from '#contract/page-data';
import { formatPageTitle } from '#contract/page-title';
import { logError } from '../http/log';
import type { SessionData } from '../session/session-data';
import { handSessionTo } from '../session/session-store';
import { type AppShellHtml, cachedBrandedShell, rememberBrandedShell } from './app-shell';
import { brandShell } from './branded-shell';

/** The request headers the portal's own /api call keeps from the navigation it serves. */
const CARRIED_HEADERS = ['cookie', 'cf-connecting-ip', 'user-agent', 'accept-language'];

/** Where the app's HTML has its root element, which the page's stream fills. */
const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * Clients that run no script, as the Cloudflare react-router template tells them (its isbot check,
 * in short): search crawlers, link previews and command-line fetchers. They get the whole page at
 * once, every section in place (React's streamed sections need a script to be put in place).
 */
const NO_SCRIPT_CLIENT =
  /bot\b|crawl|spider|slurp|preview|facebookexternalhit|embedly|whatsapp|slack|discord|telegram|curl\/|wget\/|python-requests|lighthouse-nojs/i;

export function runsNoScript(userAgent: string | null): boolean {
  return userAgent !== null && NO_SCRIPT_CLIENT.test(userAgent);
}

/** The headers of an in-process /api call made for `navigation`: its client headers and the CSRF header. */
export function inProcessApiHeaders(navigation: Request): Headers {
  const headers = new Headers({ [CSRF_HEADER]: CSRF_HEADER_VALUE, accept: 'application/json' });
  for (const name of CARRIED_HEADERS) {
    const value = navigation.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  return headers;
}

/** The portal's /api routes as the Worker calls them in process (worker/app.ts pageCallApp). */
export type CallApi = (request: Request) => Response | Promise<Response>;

/**
 * One of the portal's own /api calls for the page, made in process as the SPA would make it: the
 * navigation's client headers, the session the navigation opened handed on (never read from the
 * cookie again). A failure is the SPA's error (its status and the one error shape), which the
 * page's section shows.
 */
export function pageCall(navigation: Request, callApi: CallApi, session: SessionData | null) {
  return async (apiPath: PageDataCall['apiPath']): Promise<unknown> => {
    const request = new Request(new URL(apiPath, navigation.url), {
      headers: inProcessApiHeaders(navigation),
    });
    const response = await callApi(session ? handSessionTo(request, session) : request);
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) throw new PageCallError(response.status, body);
    return body;
  };
}

/** A page call's refusal as the SPA's api() would see it (web/lib/api-client.ts turns it into ApiRequestError). */
export class PageCallError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`page call answered ${status}`);
  }
}

const encoder = new TextEncoder();

/** Where the bootstrap's JSON goes in a branded shell kept for later requests (never in a template). */
const BOOTSTRAP_SLOT = 'portal-bootstrap-json-slot-6c1f';

/**
 * Splits the branded app shell around its root element: the head and the frame's opening bytes go
 * first, React's stream of the page goes in the root, the rest closes the document. The branded
 * shell of a built template is kept per look (app-shell.ts) with a slot for the bootstrap's JSON,
 * the one part that is the person's, so a navigation only writes that in.
 */
async function brandedShellParts(
  shell: AppShellHtml,
  bootstrap: Bootstrap,
  options: { title: string; now: Date; pageModules: readonly string[] },
): Promise<[Uint8Array, Uint8Array]> {
  const key = JSON.stringify([
    bootstrap.tenant,
    bootstrap.theme,
    bootstrap.client,
    bootstrap.cookieBanner,
    options.now.getUTCFullYear(),
    options.title,
    options.pageModules,
  ]);
  let branded = shell.built ? cachedBrandedShell(key) : undefined;
  if (!branded) {
    const page = new Response(shell.html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
    const html = await brandShell(page, bootstrap, {
      title: options.title,
      pageModules: options.pageModules,
      bootstrapJson: BOOTSTRAP_SLOT,
    }).text();
    const at = html.indexOf(ROOT_ELEMENT);
    if (at < 0) throw new Error('The app shell has no empty root element');
    const rootOpen = ROOT_ELEMENT.slice(0, ROOT_ELEMENT.indexOf('</div>'));
    branded = {
      head: (html.slice(0, at) + rootOpen).split(BOOTSTRAP_SLOT).map((piece) => encoder.encode(piece)),
      tail: encoder.encode(html.slice(at + rootOpen.length)),
    };
    if (shell.built) rememberBrandedShell(key, branded);
  }
  const json = encoder.encode(serializeJsonForHtml(bootstrap));
  return [
    concatenated(branded.head.flatMap((piece, i) => (i === 0 ? [piece] : [json, piece]))),
    branded.tail,
  ];
}

/**
 * How long the page's markup waits for every section's data before the frame goes without it: a
 * page whose calls answer within it arrives whole (no skeleton shown and replaced, no section put
 * in place by a script); a slower one streams its frame and skeletons, then each section.
 */
const WHOLE_PAGE_WAIT_MS = 50;

/** Whether the page's every section is in its markup within WHOLE_PAGE_WAIT_MS. */
async function wholeInTime(page: AppPageRender['body']): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const whole = await Promise.race([
    page.allReady.then(
      () => true,
      () => false,
    ),
    new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), WHOLE_PAGE_WAIT_MS);
    }),
  ]);
  if (timer !== null) clearTimeout(timer);
  return whole;
}

/**
 * Chunks as one new array (never one of theirs: the shell's are kept for later requests), so the
 * runtime sends one piece rather than one for each of React's 4 KB views.
 */
function concatenated(chunks: readonly Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(chunks.reduce((length, chunk) => length + chunk.byteLength, 0));
  let at = 0;
  for (const chunk of chunks) {
    joined.set(chunk, at);
    at += chunk.byteLength;
  }
  return joined;
}

/**
 * The shell's head at once (the first bytes: branded, its CSS inline), then the page's markup, then
 * the shell's end: one document, streamed. A page that is whole in time goes as one piece with the
 * shell's end; a slower one streams each section as React writes it.
 */
function documentStream(
  head: Uint8Array,
  page: AppPageRender['body'],
  tail: Uint8Array,
  /** Whether the page is whole in time, when that was settled before the head (a data title). */
  wholeKnown?: boolean,
): ReadableStream<Uint8Array> {
  let reader: ReadableStreamDefaultReader<Uint8Array> | null = null;
  let whole = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(head);
    },
    async pull(controller) {
      if (!reader) {
        // React writes what is complete when it is first read: sections done by then come inline.
        whole = wholeKnown ?? (await wholeInTime(page));
        reader = page.getReader();
      }
      const chunks: Uint8Array[] = [];
      for (;;) {
        const { done, value } = await reader.read();
        if (done) {
          chunks.push(tail);
          controller.enqueue(concatenated(chunks));
          controller.close();
          return;
        }
        chunks.push(value);
        if (!whole) break;
      }
      controller.enqueue(concatenated(chunks));
    },
    cancel(reason) {
      return reader ? reader.cancel(reason) : page.cancel(reason);
    },
  });
}

/**
 * Answers a navigation (docs/decisions/033, 066): the branded shell with the page streamed into
 * its root by the SPA's one route tree. Status, title and cookies are decided before the first
 * byte; the frame leaves at once, each page's data follows as its calls answer.
 */
export async function serveAppPage(page: {
  request: Request;
  shell: AppShellHtml;
  bootstrap: Bootstrap;
  render: RenderAppPage;
  fetchJson: (apiPath: PageDataCall['apiPath']) => Promise<unknown>;
  nonce: string;
  now: Date;
  /** The chunks of the page's route modules, for the first-paint script to load with the entry's. */
  pageChunks: (modules: readonly string[]) => Promise<readonly string[]>;
  headers: Headers;
  requestId: string | null;
}): Promise<Response> {
  const { request, bootstrap } = page;
  const rendered: AppPageRender | Response = await page.render({
    request,
    bootstrap,
    fetchJson: page.fetchJson,
    nonce: page.nonce,
    complete: runsNoScript(request.headers.get('user-agent')),
    onError: (error) => {
      if (!(error instanceof PageCallError)) logError('render_failed', error, page.requestId);
    },
  });
  if (rendered instanceof Response) return rendered;
  // A title made from the page's data (a benefit's name) is known once the page is whole: its head
  // waits for that, at most WHOLE_PAGE_WAIT_MS, and otherwise carries the route's title while loading.
  const whole = rendered.titleOnceWhole ? await wholeInTime(rendered.body) : undefined;
  const title = whole && rendered.titleOnceWhole ? rendered.titleOnceWhole() : rendered.title;
  const [head, tail] = await brandedShellParts(page.shell, bootstrap, {
    title: formatPageTitle(title, bootstrap.theme.brandName),
    now: page.now,
    pageModules: await page.pageChunks(rendered.modules),
  });
  const headers = page.headers;
  headers.set('content-type', 'text/html; charset=utf-8');
  headers.set('cache-control', 'no-store');
  if (request.method === 'HEAD') {
    await rendered.body.cancel();
    return new Response(null, { status: rendered.status, headers });
  }
  return new Response(documentStream(head, rendered.body, tail, whole), {
    status: rendered.status,
    headers,
  });
}
