import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundPage } from './errors/not-found-page';
import { RouteErrorBoundary } from './errors/route-error-boundary';
import { SessionRoute, type SessionRouteHandle } from './guards/require-session';
import { AppLayout } from './layout/app-layout';
import { PageLoading } from './layout/page-loading';

/**
 * The route table of the signed-in app (spec section 2.2): /app/*, /contact-us/ and /logout. The public pages
 * (spec 2.1) are the other entry, web/public-main.tsx, and moving between the two is a full page
 * load (docs/decisions/011-html-first-public-pages.md). A route is registered only once its screen
 * exists; every screen is a lazily loaded route module returning { Component, ErrorBoundary? }.
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
            // Signed-in pages (spec section 2.2), all behind the session guard (spec 2.6).
            Component: SessionRoute,
            children: [
              { path: 'app/home', lazy: () => import('../features/home/routes/home') },
              {
                path: 'app/home/my-profile',
                lazy: () => import('../features/profile/routes/my-profile'),
              },
              { path: 'app/my-benefits', lazy: () => import('../features/benefits/routes/my-benefits') },
              {
                path: 'app/my-total-benefits',
                lazy: () => import('../features/total-benefits/routes/my-total-benefits'),
              },
              {
                path: 'app/my-total-benefits-enhanced',
                lazy: () => import('../features/total-benefits/routes/my-total-benefits-enhanced'),
              },
              { path: 'app/faqs', lazy: () => import('../features/faqs/routes/faqs') },
              {
                path: 'app/my-benefits/:benefitId',
                lazy: () => import('../features/benefits/routes/benefit-page'),
              },
              {
                path: 'app/my-benefits/:benefitId/setup/*',
                lazy: () => import('../features/benefits/routes/benefit-setup'),
              },
              {
                path: 'app/my-benefits/:benefitId/manage',
                lazy: () => import('../features/benefits/routes/benefit-setup'),
              },
              // Not under /app, but signed-in only and in the app's frame (spec 2.8, decision 020).
              { path: 'contact-us/*', lazy: () => import('../features/contact/routes/contact-us') },
              {
                path: 'app/dashboard',
                handle: { dashboardAction: 'dashboard' } satisfies SessionRouteHandle,
                lazy: () => import('../features/dashboard/routes/dashboard'),
              },
              {
                path: 'app/dashboard/employee-engagement',
                handle: { dashboardAction: 'engagement' } satisfies SessionRouteHandle,
                lazy: () => import('../features/dashboard/routes/employee-engagement'),
              },
              {
                path: 'app/dashboard/employee-insights',
                handle: { dashboardAction: 'insights' } satisfies SessionRouteHandle,
                lazy: () => import('../features/dashboard/routes/employee-insights'),
              },
              {
                path: 'app/dashboard/benefit-takeup',
                handle: { dashboardAction: 'takeUp' } satisfies SessionRouteHandle,
                lazy: () => import('../features/dashboard/routes/benefit-takeup'),
              },
              {
                path: 'app/dashboard/benefit-takeup/:benefitId',
                handle: { dashboardAction: 'takeUp' } satisfies SessionRouteHandle,
                lazy: () => import('../features/dashboard/routes/benefit-takeup-detail'),
              },
              {
                path: 'app/dashboard/platform-settings',
                handle: { dashboardAction: 'twoFactorList' } satisfies SessionRouteHandle,
                lazy: () => import('../features/dashboard/routes/platform-settings'),
              },
              {
                path: 'app/employee-data',
                handle: { dashboardAction: 'employeeData' } satisfies SessionRouteHandle,
                lazy: () => import('../features/employee-data/routes/employee-data'),
              },
              {
                path: 'app/dashboard/approve-selections',
                handle: { dashboardAction: 'approvalsList' } satisfies SessionRouteHandle,
                lazy: () => import('../features/dashboard/routes/approve-selections'),
              },
              {
                path: 'app/dashboard/approve-selections/:benefitId',
                handle: { dashboardAction: 'approvalsList' } satisfies SessionRouteHandle,
                lazy: () => import('../features/dashboard/routes/approve-selections-benefit'),
              },
              {
                path: 'app/employee-data/upload',
                handle: { dashboardAction: 'employeeDataUpload' } satisfies SessionRouteHandle,
                lazy: () => import('../features/employee-data-upload/routes/employee-data-upload'),
              },
              {
                path: 'app/reporting',
                handle: { dashboardAction: 'reporting' } satisfies SessionRouteHandle,
                lazy: () => import('../features/reporting/routes/reporting'),
              },
              {
                path: 'app/ccv/manage',
                handle: { dashboardAction: 'voucherManagement' } satisfies SessionRouteHandle,
                lazy: () => import('../features/voucher-management/routes/voucher-management'),
              },
            ],
          },
          { path: 'logout', lazy: () => import('../features/logout/routes/logout') },
          // An unknown page under /app (the Worker sends only /app/* and /logout here).
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
