import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { type ComponentType, type ReactNode, StrictMode, useState } from 'react';
import { createMemoryRouter, Outlet, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { onTestFinished } from 'vitest';
import type { Bootstrap } from '#contract/bootstrap';
import { PASSWORD_RULES, type PasswordRuleName } from '#contract/password-rules';
import type { SessionSummary } from '#contract/session';
import { emmaSessionSummary } from '#fixtures/session-summary.ts';
import { routes } from '#web/app/router.tsx';
import { BootstrapProvider } from '#web/lib/bootstrap.tsx';
import { recordDocumentLoads } from '#web/lib/load-document.ts';
import { type CookieSliceStore, CookieSliceStoreProvider } from '#web/lib/persisted-cookie-slice.ts';
import { publicFrame } from '#web/public-pages/public-routes.tsx';
import { WithMessages } from './test-i18n';

/** A promise a test settles when it chooses: a slow answer, a module still loading. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** Bootstrap data as the Worker would inject it for acme, for component tests. */
export function makeBootstrap(overrides: Partial<Bootstrap> = {}): Bootstrap {
  return {
    tenant: 'acme',
    language: 'en-GB',
    theme: {
      brandName: 'Acme Rewards',
      primary: '0B5FFF',
      secondary: 'FF7A00',
      logoUrl: '/brands/acme/logo.svg',
      mobileLogoUrl: '/brands/acme/logo-mobile.svg',
      clientLogoUrl: null,
      supportEmail: 'benefits@acme.test',
      contactUsEmail: 'benefits@acme.test',
      supportNumber: '0800 123 4567',
      avatarSetUrl: null,
      baseFont: 'Inter',
      headerFont: 'Poppins',
      hasClientTheme: true,
    },
    client: {
      name: 'Acme Logistics',
      contactUsEnabled: true,
      ssoAccessOnly: false,
      defaultLanguage: 'en-GB',
      languages: ['en-GB', 'de', 'fr', 'ar', 'ja'],
    },
    session: null,
    captcha: { provider: 'test', siteKey: 'test' },
    cookieBanner: true,
    ...overrides,
  };
}

export function makeSession(overrides: Partial<SessionSummary> = {}): SessionSummary {
  return emmaSessionSummary(overrides);
}

/** Bootstrap plus a fresh query client (no retries), as the app's providers give them. */
export function WithBootstrap({ value, children }: { value?: Bootstrap; children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  );
  return (
    <WithMessages>
      <BootstrapProvider value={value ?? makeBootstrap()}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </BootstrapProvider>
    </WithMessages>
  );
}

/** A full page load a test recorded instead of leaving the page. */
export interface DocumentLoad {
  path: string;
  replace: boolean;
  state: unknown;
}

/**
 * Records the full page loads (web/lib/load-document.ts) of the test that calls it, until the next
 * test: each is pushed on `loads` and handed to `follow` (e.g. the memory router, so that a
 * catch-all route can report where the page went).
 */
export function recordLoads(follow?: (load: DocumentLoad) => void): DocumentLoad[] {
  const loads: DocumentLoad[] = [];
  const undo = recordDocumentLoads((path, { replace = false, state }) => {
    const load = { path, replace, state: state ?? null };
    loads.push(load);
    follow?.(load);
  });
  onTestFinished(undo);
  return loads;
}

/**
 * Renders public pages in a memory router, and bootstrap data carrying `session` (or the given
 * bootstrap). A full page load (after signing in or out) is recorded in `history.documentLoads`;
 * the router also goes there, so a catch-all route can report it.
 */
export function renderPublicRoutes(
  routes: RouteObject[],
  {
    path = '/',
    state,
    session = null,
    bootstrap,
    strict = false,
    cookieStore,
  }: {
    path?: string;
    /** The navigation state of the first entry (e.g. { isFirst: true }). */
    state?: unknown;
    session?: SessionSummary | null;
    bootstrap?: Bootstrap;
    strict?: boolean;
    cookieStore?: CookieSliceStore;
  } = {},
) {
  const url = new URL(path, 'http://acme.localhost');
  const documentLoads = recordLoads(
    ({ path, replace, state }) => void router.navigate(path, { replace, state }),
  );
  const router = createMemoryRouter(
    [{ Component: Outlet, ErrorBoundary: () => <p>The page failed</p>, children: routes }],
    { initialEntries: [{ pathname: url.pathname, search: url.search, state: state ?? null }] },
  );
  let tree: ReactNode = (
    <WithMessages>
      <BootstrapProvider value={bootstrap ?? makeBootstrap({ session })}>
        <RouterProvider router={router} />
      </BootstrapProvider>
    </WithMessages>
  );
  if (cookieStore) tree = <CookieSliceStoreProvider store={cookieStore}>{tree}</CookieSliceStoreProvider>;
  const result = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  const history = {
    documentLoads,
    get location() {
      return router.state.location;
    },
  };
  return { ...result, router, history };
}

/**
 * The one route tree (web/app/router.tsx) over a memory router at `path`, as the entry renders it;
 * a query client for the app frame's pages (the browser's is made from the page's bootstrap).
 */
export function renderPublicEntry(path: string, bootstrap: Bootstrap = makeBootstrap()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <WithBootstrap value={bootstrap}>
      <RouterProvider router={router} />
    </WithBootstrap>,
  );
  return router;
}

/** Shows the router's path, query and state, so tests can see where a page went. */
export function PublicLocationProbe() {
  const { pathname, search, state } = useLocation();
  return (
    <>
      <p data-testid="path">{pathname}</p>
      <p data-testid="where">{`${pathname}${search}`}</p>
      <p data-testid="state">{JSON.stringify(state)}</p>
    </>
  );
}

/** The id of the public frame's route whose pattern is `pattern`. */
function publicRouteIdOf(pattern: string, tree: readonly RouteObject[]): string | undefined {
  for (const route of tree) {
    const id = route.path === pattern ? route.id : publicRouteIdOf(pattern, route.children ?? []);
    if (id) return id;
  }
  return undefined;
}

/**
 * Renders one public page at the route `pattern`, with a location probe under it and one for
 * every other path, so a test sees where the page sends the user.
 */
export function renderPublicPage(
  Page: ComponentType,
  { pattern, ...options }: { pattern: string } & NonNullable<Parameters<typeof renderPublicRoutes>[1]>,
) {
  function PageWithProbe() {
    return (
      <>
        <Page />
        <PublicLocationProbe />
      </>
    );
  }
  // The page's route id, as in the route tree: its name in the contract (a content page reads it).
  const id = publicRouteIdOf(pattern, publicFrame.children ?? []);
  return renderPublicRoutes(
    [
      { id, path: pattern, Component: PageWithProbe },
      { path: '*', Component: PublicLocationProbe },
    ],
    options,
  );
}

/** The Worker's answer to a password check with the `met` rules met (every rule by default). */
export function passwordChecks(met: readonly PasswordRuleName[] = PASSWORD_RULES.map((rule) => rule.name)) {
  const checks = PASSWORD_RULES.map((rule) => ({ name: rule.name, status: met.includes(rule.name) }));
  return { checks, valid: checks.every((check) => check.status) };
}

/** The items of a wizard's progress steps, and the one marked current. */
export const progressStepItems = () =>
  within(screen.getByRole('navigation', { name: 'Progress' })).getAllByRole('listitem');
export const currentProgressStep = () =>
  progressStepItems().find((item) => item.getAttribute('aria-current') === 'step');
