import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from './errors/route-error-boundary';
import { SessionRoute, type SessionRouteHandle } from './guards/require-session';
import { AppLayout } from './layout/app-layout';
import { PageLoading } from './layout/page-loading';

/**
 * The route table (spec sections 2.1 and 2.2). A route is registered only once its screen exists;
 * every screen is a lazily loaded route module returning { Component, ErrorBoundary? }.
 *
 * The root route is the app frame. Its pathless child carries a second error boundary so that a
 * failing screen renders its error inside the header and footer (the root boundary only catches a
 * failure of the frame itself), and the HydrateFallback that fills the main area while the first
 * screen's module loads, so the frame is painted at once rather than after the lazy import.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: AppLayout,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      {
        ErrorBoundary: RouteErrorBoundary,
        HydrateFallback: PageLoading,
        children: [
          {
            index: true,
            lazy: () => import('../features/auth/routes/login'),
          },
          {
            // Signed-in pages (spec section 2.2), all behind the session guard (spec 2.6).
            Component: SessionRoute,
            children: [
              { path: 'app/home', lazy: () => import('../features/home/routes/home') },
              {
                path: 'app/home/my-profile',
                lazy: () => import('../features/profile/routes/my-profile'),
              },
              {
                path: 'app/dashboard',
                handle: { userType: 'employer' } satisfies SessionRouteHandle,
                lazy: () => import('../features/dashboard/routes/dashboard'),
              },
            ],
          },
          {
            path: 'reset-password/*',
            lazy: () => import('../features/reset-password/routes/reset-password'),
          },
          { path: 'activation/:id/*', lazy: () => import('../features/activation/routes/activation') },
          {
            path: 'forgotten-password/*',
            lazy: () => import('../features/forgotten-password/routes/forgotten-password'),
          },
          // Two-factor sign-in and set-up (spec 2.14), single sign-on (spec 2.13).
          { path: 'two-fa/*', lazy: () => import('../features/two-factor/routes/two-fa') },
          {
            path: 'two-fa-qr-setup/*',
            lazy: () => import('../features/two-factor/routes/two-fa-qr-setup'),
          },
          {
            path: 'two-fa-code-setup/*',
            lazy: () => import('../features/two-factor/routes/two-fa-code-setup'),
          },
          { path: 'sso-login/:token/:year', lazy: () => import('../features/sso/routes/sso-login') },
          { path: 'wrkit-redirect-sso/:token/:year', lazy: () => import('../features/sso/routes/sso-login') },
          { path: 'sso-error/*', lazy: () => import('../features/sso/routes/sso-error') },
          { path: 'logout', lazy: () => import('../features/logout/routes/logout') },
          { path: 'logout-success', lazy: () => import('../features/logout/routes/logout-success') },
          {
            path: '*',
            lazy: async () => {
              const { NotFoundPage } = await import('./errors/not-found-page');
              return { Component: NotFoundPage };
            },
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
