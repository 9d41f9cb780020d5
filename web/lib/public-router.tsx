import {
  Component,
  type ComponentType,
  createContext,
  type ErrorInfo,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { matchPathPattern } from '../../worker/contract/path-pattern';
import { isAppPath } from '../../worker/contract/public-pages';
import type { NavigateOptions } from './load-document';
import {
  type Navigation,
  type NavigationLinkProps,
  NavigationProvider,
  pathnameOf,
  useNavigateOnMount,
} from './navigation';
import type { PublicHistory, PublicLocation } from './public-history';

/**
 * The router of the public pages (docs/decisions/011-html-first-public-pages.md): a route table of
 * path patterns and lazily loaded page modules, history.pushState navigation with a state, the
 * back and forward buttons, and the few hooks the public pages use. react-router's data router
 * does all this and much more, but costs ~30 KB gzip the login page cannot afford. A path of the
 * signed-in app (/app/*, /logout) is a full page load into the other entry.
 */

/** What a lazily loaded page module exports. */
export interface PageModule {
  Component: ComponentType;
}

export interface PublicRoute {
  /** A pattern: literal segments, `:param`s and a trailing `*` (see matchPathPattern). */
  path: string;
  /** The page, when it is bundled with the router (tests). */
  Component?: ComponentType;
  /** The page's module, loaded on first visit. */
  load?: () => Promise<PageModule>;
}

export type To = string | { pathname?: string; search?: string; hash?: string };

interface RouteMatch {
  route: PublicRoute;
  params: Readonly<Record<string, string>>;
}

const loadedPages = new WeakMap<PublicRoute, ComponentType>();

function pageOf(route: PublicRoute): ComponentType | null {
  return route.Component ?? loadedPages.get(route) ?? null;
}

async function loadPage(route: PublicRoute): Promise<void> {
  if (pageOf(route) || !route.load) return;
  const module = await route.load();
  loadedPages.set(route, module.Component);
}

/** The first route whose pattern matches, with its parameters. */
export function matchRoute(routes: readonly PublicRoute[], pathname: string): RouteMatch | null {
  for (const route of routes) {
    const params = matchPathPattern(route.path, pathname);
    if (params) return { route, params };
  }
  return null;
}

/**
 * Loads the page module for `pathname` before the first render, so that render is synchronous and
 * identical to the prerendered HTML it hydrates.
 */
export async function preloadPage(routes: readonly PublicRoute[], pathname: string): Promise<void> {
  const match = matchRoute(routes, pathname);
  if (match) await loadPage(match.route);
}

/** A path (with query and hash) from `to`, relative to where the router is now. */
export function resolvePath(to: To, from: PublicLocation): string {
  if (typeof to !== 'string') {
    return `${to.pathname ?? from.pathname}${to.search ?? ''}${to.hash ?? ''}`;
  }
  const url = new URL(to, `http://router.invalid${from.pathname}${from.search}`);
  return `${url.pathname}${url.search}${url.hash}`;
}

interface RouterState {
  location: PublicLocation;
  match: RouteMatch | null;
  /** The page module could not be loaded (e.g. a deploy replaced the chunks this tab knows). */
  failure: unknown;
}

interface RouterContextValue extends RouterState {
  navigate: (to: To, options?: NavigateOptions) => void;
  /** A navigation is waiting for its page module. */
  pending: boolean;
}

const RouterContext = createContext<RouterContextValue | null>(null);

function useRouter(): RouterContextValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error('The public pages need a PublicRouter');
  return router;
}

function stateAt(routes: readonly PublicRoute[], location: PublicLocation, failure: unknown = null) {
  return { location, match: matchRoute(routes, location.pathname), failure };
}

/**
 * Follows `history` and renders `children` (the layout, with a RouteOutlet where the page goes).
 * A navigation to a page whose module is not loaded yet keeps the current page on screen until
 * it arrives, as react-router does.
 */
export function PublicRouter({
  routes,
  history,
  children,
}: {
  routes: readonly PublicRoute[];
  history: PublicHistory;
  children: ReactNode;
}) {
  const [state, setState] = useState<RouterState>(() => stateAt(routes, history.location));
  const [pending, setPending] = useState(false);
  const ticket = useRef(0);

  const show = useCallback(
    (location: PublicLocation, scroll: boolean) => {
      const current = ++ticket.current;
      const next = stateAt(routes, location);
      const settle = (failure: unknown) => {
        if (current !== ticket.current) return;
        setPending(false);
        setState({ ...next, failure });
        if (scroll) window.scrollTo?.(0, 0);
      };
      if (!next.match || pageOf(next.match.route)) {
        settle(null);
        return;
      }
      setPending(true);
      loadPage(next.match.route).then(
        () => settle(null),
        (failure: unknown) => settle(failure),
      );
    },
    [routes],
  );

  const shown = useRef(state);
  shown.current = state;
  useEffect(() => {
    const unlisten = history.listen((action) => show(history.location, action !== 'pop'));
    // Children's effects run first: one may have navigated already (a <Navigate>). And the first
    // page may not be loaded yet (a page rendered in the browser without a preload).
    const { location, match } = shown.current;
    if (history.location !== location || (match && !pageOf(match.route))) show(history.location, false);
    return unlisten;
  }, [history, show]);

  const navigate = useCallback(
    (to: To, { replace = false, state: navigationState }: NavigateOptions = {}) => {
      const path = resolvePath(to, history.location);
      if (isAppPath(pathnameOf(path))) history.load(path, { replace, state: navigationState });
      else if (replace) history.replace(path, navigationState);
      else history.push(path, navigationState);
    },
    [history],
  );

  const value = useMemo(() => ({ ...state, navigate, pending }), [state, navigate, pending]);
  const navigation = useMemo<Navigation>(
    () => ({ Link, navigate: (to, options) => navigate(to, options) }),
    [navigate],
  );
  return (
    <RouterContext.Provider value={value}>
      <NavigationProvider value={navigation}>{children}</NavigationProvider>
    </RouterContext.Provider>
  );
}

/**
 * Where the current page goes. `loading` fills it while the first page's module loads; `failure`
 * replaces a page that failed to load or crashed while rendering (the error is logged).
 */
export function RouteOutlet({ loading, failure }: { loading: ReactNode; failure: ReactNode }) {
  const { location, match, failure: loadFailure } = useRouter();
  useEffect(() => {
    if (loadFailure) console.error(loadFailure);
  }, [loadFailure]);
  if (loadFailure) return failure;
  const Page = match ? pageOf(match.route) : null;
  if (!Page) return loading;
  return (
    <PageErrorBoundary locationKey={location.key} fallback={failure}>
      <Page />
    </PageErrorBoundary>
  );
}

/** Shows `fallback` instead of a page that crashed, until the next navigation. */
class PageErrorBoundary extends Component<
  { locationKey: string; fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(previous: { locationKey: string }) {
    if (this.state.failed && previous.locationKey !== this.props.locationKey)
      this.setState({ failed: false });
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function useLocation(): PublicLocation {
  return useRouter().location;
}

export function useNavigate(): RouterContextValue['navigate'] {
  return useRouter().navigate;
}

export function useParams(): Readonly<Record<string, string | undefined>> {
  return useRouter().match?.params ?? {};
}

/** The query of the current location (read-only; navigate to change it). */
export function useSearchParams(): URLSearchParams {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}

/** True while a navigation waits for its page module (for the progress bar). */
export function usePendingNavigation(): boolean {
  return useRouter().pending;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    (!event.currentTarget.target || event.currentTarget.target === '_self')
  );
}

/** A link: client-side within the public pages, a full page load into the signed-in app. */
export function Link({ to, replace, state, onClick, ...props }: NavigationLinkProps) {
  const { location, navigate } = useRouter();
  const href = resolvePath(to, location);
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainLeftClick(event) || isAppPath(pathnameOf(href))) return;
        event.preventDefault();
        navigate(to, { replace, state });
      }}
    />
  );
}

/** Navigates once when it first renders (e.g. a signed-in visitor on a public page goes home). */
export function Navigate({ to, replace = false, state }: { to: To } & NavigateOptions) {
  useNavigateOnMount(useNavigate(), to, { replace, state });
  return null;
}
