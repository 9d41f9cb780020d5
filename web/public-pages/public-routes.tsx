import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PATHS, type PublicRouteName, withSubpaths } from '#contract/page-paths';
import { PUBLIC_PAGE_TITLES } from '#contract/public-page-titles';
import { NotFoundPage } from '#web/app/errors/not-found-page.tsx';
import { RouteErrorBoundary } from '#web/app/errors/route-error-boundary.tsx';
import { PageLoading } from '#web/app/layout/page-loading.tsx';
import type { TitledHandle } from '#web/app/page-title.ts';
import type { RouteModuleHandle } from '#web/app/route-module.ts';
import { PublicLayout } from './public-layout';

type PageModule = { Component: ComponentType };
/** A public page's route pattern, and its module: named for the build, loaded lazily. */
type PublicPage = [path: string, module: string, load: () => Promise<PageModule>];

// Modules several routes show (the login page and the redirect route; the three content pages).
const LOGIN_PAGE = [
  'features/auth/routes/login.tsx',
  () => import('#web/features/auth/routes/login.tsx'),
] as const;
const CONTENT_PAGE = [
  'features/content/routes/content-page.tsx',
  () => import('#web/features/content/routes/content-page.tsx'),
] as const;

/**
 * Each public page: its path (contract/page-paths; most take deeper paths too, spec 2.1) and its
 * module, whose chunks the build finds in Vite's manifest for the Worker to preload with the page
 * (`module` is a path under web/).
 */
const PUBLIC_PAGES: Record<Exclude<PublicRouteName, 'notFound'>, PublicPage> = {
  login: [PATHS.login, ...LOGIN_PAGE],
  forgottenPassword: [
    withSubpaths(PATHS.forgottenPassword),
    'features/forgotten-password/routes/forgotten-password.tsx',
    () => import('#web/features/forgotten-password/routes/forgotten-password.tsx'),
  ],
  resetPassword: [
    withSubpaths(PATHS.resetPassword),
    'features/reset-password/routes/reset-password.tsx',
    () => import('#web/features/reset-password/routes/reset-password.tsx'),
  ],
  activation: [
    withSubpaths(PATHS.activation),
    'features/activation/routes/activation.tsx',
    () => import('#web/features/activation/routes/activation.tsx'),
  ],
  twoFactorCode: [
    withSubpaths(PATHS.twoFactorCode),
    'features/two-factor/routes/two-fa.tsx',
    () => import('#web/features/two-factor/routes/two-fa.tsx'),
  ],
  twoFactorQrSetup: [
    withSubpaths(PATHS.twoFactorQrSetup),
    'features/two-factor/routes/two-fa-qr-setup.tsx',
    () => import('#web/features/two-factor/routes/two-fa-qr-setup.tsx'),
  ],
  twoFactorCodeSetup: [
    withSubpaths(PATHS.twoFactorCodeSetup),
    'features/two-factor/routes/two-fa-code-setup.tsx',
    () => import('#web/features/two-factor/routes/two-fa-code-setup.tsx'),
  ],
  ssoLogin: [
    PATHS.ssoLogin,
    'features/sso/routes/sso-login.tsx',
    () => import('#web/features/sso/routes/sso-login.tsx'),
  ],
  // A partner's redirect with its token signs in (decision 076); without one it shows the login
  // form (spec 2.1, decision 047).
  partnerSignOn: [
    PATHS.partnerSignOn,
    'features/sso/routes/partner-sign-on.tsx',
    () => import('#web/features/sso/routes/partner-sign-on.tsx'),
  ],
  ssoRedirect: [withSubpaths(PATHS.ssoRedirect), ...LOGIN_PAGE],
  ssoError: [
    withSubpaths(PATHS.ssoError),
    'features/sso/routes/sso-error.tsx',
    () => import('#web/features/sso/routes/sso-error.tsx'),
  ],
  logoutSuccess: [
    PATHS.logoutSuccess,
    'features/logout/routes/logout-success.tsx',
    () => import('#web/features/logout/routes/logout-success.tsx'),
  ],
  offline: [
    PATHS.offline,
    'features/offline/routes/offline.tsx',
    () => import('#web/features/offline/routes/offline.tsx'),
  ],
  cookiePolicy: [withSubpaths(PATHS.cookiePolicy), ...CONTENT_PAGE],
  privacyStatement: [withSubpaths(PATHS.privacyStatement), ...CONTENT_PAGE],
  termsAndConditions: [withSubpaths(PATHS.termsAndConditions), ...CONTENT_PAGE],
};

/** What a public page declares besides its path (read by the Worker too, worker/app.ts). */
export interface PublicRouteHandle extends RouteModuleHandle, TitledHandle {
  /**
   * The page shows the login form (the login page and the redirect route, spec 2.1), or signs in
   * with a partner's token (decision 076): a signed-in visitor has their session restored and goes
   * on to the home page (decision 047).
   */
  restoresSession?: true;
  /** The cookie banner is not shown over the page (the cookie policy itself, spec 2.2). */
  hidesCookieBanner?: true;
}

const HANDLES: Partial<Record<PublicRouteName, PublicRouteHandle>> = {
  login: { restoresSession: true },
  partnerSignOn: { restoresSession: true },
  ssoRedirect: { restoresSession: true },
  cookiePolicy: { hidesCookieBanner: true },
  // Kept by the service worker and shown with its scripts taken out: no banner it could not answer.
  offline: { hidesCookieBanner: true },
};

/** The route of any path no page claims: the not-found page, in the public frame. */
export const NOT_FOUND_ROUTE_ID = 'notFound' satisfies PublicRouteName;

/**
 * The public frame's branch of the one route tree (spec 2.1; web/app/router.tsx holds the tree):
 * a layout route drawing the public frame, each page a lazy route whose id is its name in the
 * contract (the Worker reads it: a content page comes with its policy). Any path no route of the
 * tree matches is the not-found page, in this frame.
 */
export const publicFrame: RouteObject = {
  id: 'public',
  Component: PublicLayout,
  ErrorBoundary: RouteErrorBoundary,
  children: [
    {
      // The page's own failures (a crash, a module that did not load) inside the frame.
      ErrorBoundary: RouteErrorBoundary,
      HydrateFallback: PageLoading,
      children: [
        ...Object.entries(PUBLIC_PAGES).map(([name, [path, module, load]]) => ({
          id: name,
          path,
          handle: {
            ...HANDLES[name as PublicRouteName],
            module,
            title: PUBLIC_PAGE_TITLES[name as keyof typeof PUBLIC_PAGES],
          } satisfies PublicRouteHandle,
          lazy: load,
        })),
        {
          id: NOT_FOUND_ROUTE_ID,
          path: '*',
          Component: NotFoundPage,
          handle: { notFound: true, title: PUBLIC_PAGE_TITLES.notFound } satisfies PublicRouteHandle,
        },
      ],
    },
  ],
};
