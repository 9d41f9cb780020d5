import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../contract/api-error';
import type { PreloadedQuery } from '../contract/bootstrap';
import type {
  PageDataCall,
  RequestRenderedPage,
  RequestRenderedShellName,
} from '../contract/request-rendered-pages';

export interface PreloadedPageData {
  /** The paint-first shell the page's markup goes into. */
  shell: RequestRenderedShellName;
  /** The page's calls, all answered 200; empty when any was not (the browser renders that page). */
  queries: PreloadedQuery[];
  /** Session cookies the calls rewrote (a refresh): the page's answer must carry them on. */
  setCookies: string[];
}

/** The request headers the portal's own /api call keeps from the navigation it serves. */
const CARRIED_HEADERS = ['cookie', 'cf-connecting-ip', 'user-agent', 'accept-language'];

type FetchApi = (request: Request) => Response | Promise<Response>;

/**
 * Reads what a page rendered on request needs (docs/decisions/022) through the portal's own /api
 * routes, as the SPA would call them: the same session handling, upstream calls, mapping and
 * sanitising, so the Worker's render and the browser's show one answer. When a call does not answer
 * 200 (a missing benefit, an upstream failure) nothing is preloaded: the browser renders that page,
 * and its error, as it always has.
 */
export async function preloadPageData(
  navigation: Request,
  page: RequestRenderedPage,
  fetchApi: FetchApi,
): Promise<PreloadedPageData> {
  const answers = await Promise.all(page.calls.map((call) => callApi(navigation, call, fetchApi)));
  const setCookies = answers.flatMap((answer) => answer.setCookies);
  const queries = answers.map((answer) => answer.query);
  return {
    shell: page.shell,
    queries: queries.every((query) => query !== null) ? queries : [],
    // Calls made at once may each refresh the session; the last cookie written wins, as it would
    // for the SPA's own parallel calls.
    setCookies,
  };
}

async function callApi(
  navigation: Request,
  call: PageDataCall,
  fetchApi: FetchApi,
): Promise<{ query: PreloadedQuery | null; setCookies: string[] }> {
  const headers = new Headers({ [CSRF_HEADER]: CSRF_HEADER_VALUE, accept: 'application/json' });
  for (const name of CARRIED_HEADERS) {
    const value = navigation.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  const response = await fetchApi(new Request(new URL(call.apiPath, navigation.url), { headers }));
  const setCookies = response.headers.getSetCookie();
  if (response.status !== 200) {
    await response.body?.cancel();
    return { query: null, setCookies };
  }
  return { query: { key: [...call.queryKey], data: await response.json() }, setCookies };
}
