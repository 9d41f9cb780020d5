import type { I18n } from '@lingui/core';
import type { Params } from 'react-router';
import type { PageDataCall } from '#contract/page-data';
import type { SessionSummary } from '#contract/session';
import { type MessageText, textOf } from '#web/lib/message-text.ts';

/**
 * One page call's answer as the query cache keeps it: its key, and the type of the answer its route
 * sends (a PageCall is one). A data title names the key by the call's light key builder (the
 * contract's), so that the route list loads none of the pages' API code.
 */
export interface CachedAnswer<T> {
  readonly queryKey: PageDataCall['queryKey'];
  readonly answer?: T;
}

/**
 * What a page shows, for a title that depends on it: the matched route's parameters, the URL,
 * the signed-in person, and the answer of one of the page's calls once it has arrived (the query
 * cache's: the Worker's render and the browser read the same one).
 */
export interface ShownPage {
  params: Params;
  url: URL;
  session: SessionSummary | null;
  answer: <T>(call: CachedAnswer<T>) => T | undefined;
  /** The page's messages, in its language. */
  i18n: I18n;
}

/** A route's title: a text, or one made from what the page shows (a benefit's name). */
export type RouteTitle = MessageText | ((page: ShownPage) => string);

/**
 * What a route declares about the browser title (docs/decisions/069-one-title-mechanism.md): every
 * page route its `title`; a layout route that shows another screen in place of its page (the
 * session guard: the new-terms screen, Access Denied) its `screenTitle`, which wins when it names one.
 */
export interface TitledHandle {
  title?: RouteTitle;
  screenTitle?: (page: ShownPage, handles: readonly object[]) => string | null;
}

/** A matched route as react-router's useMatches gives it (matchRoutes' carry the handle on `route`). */
export interface TitleMatch {
  params: Params;
  handle: unknown;
}

function titledHandleOf(handle: unknown): TitledHandle {
  return typeof handle === 'object' && handle !== null ? (handle as TitledHandle) : {};
}

/** The title the deepest matched route declares (null: the brand alone), before the brand is added. */
function routeTitleOf(matches: readonly TitleMatch[]): RouteTitle | null {
  for (const match of [...matches].reverse()) {
    const { title } = titledHandleOf(match.handle);
    if (title !== undefined) return title;
  }
  return null;
}

/** Whether the page's title waits on its data (the Worker then writes it once the page is whole). */
export function titleFollowsData(matches: readonly TitleMatch[]): boolean {
  return typeof routeTitleOf(matches) === 'function';
}

/**
 * The one place a page's title is decided, from its matched routes' handles: the Worker's render
 * for the page's first bytes (web/app/render-app-page.tsx) and the browser's DocumentTitle on every
 * navigation and whenever the page's data arrives. The brand is added by contract/page-title.
 */
export function pageTitle(matches: readonly TitleMatch[], shown: Omit<ShownPage, 'params'>): string | null {
  const params = matches.at(-1)?.params ?? {};
  const page: ShownPage = { ...shown, params };
  const handles = matches.map((match) => titledHandleOf(match.handle));
  for (const handle of handles) {
    const screen = handle.screenTitle?.(page, handles);
    if (screen) return screen;
  }
  const title = routeTitleOf(matches);
  if (title === null) return null;
  return typeof title === 'function' ? title(page) : textOf(shown.i18n, title);
}

/** A route's title where only a fixed text will do (a skeleton's heading, an act-as refusal): null for a data title. */
export function fixedTitleOf(handle: unknown): MessageText | null {
  const { title } = titledHandleOf(handle);
  return title === undefined || typeof title === 'function' ? null : title;
}
