import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { AUDIT_TRAIL_TEXTS } from '#contract/audit-trail-rules';
import { CONTACT_TEXTS } from '#contract/contact-rules';
import { APPROVAL_TEXTS, PLATFORM_SETTINGS_TEXTS } from '#contract/dashboard-admin-rules';
import { INSIGHTS_TEXTS } from '#contract/dashboard-insights-rules';
import type { DashboardAction } from '#contract/dashboard-permissions';
import { EMPLOYEE_DATA_TEXTS } from '#contract/employee-data-rules';
import { EMPLOYEE_DATA_TEXTS as EMPLOYEE_DATA_UPLOAD_TEXTS } from '#contract/employee-data-upload-rules';
import { REPORTING_TEXTS, VOUCHER_MANAGEMENT_TEXTS } from '#contract/reporting-rules';
import { TOTAL_BENEFITS_TEXTS } from '#contract/total-benefits-rules';
import { MY_BENEFITS_TEXTS } from '../features/benefits/benefits-texts';
import { FAQ_TEXTS } from '../features/faqs/faqs-texts';
import { PROFILE_TEXTS } from '../features/profile/components/profile-texts';
import type { PageCallsFor } from '../lib/page-data';
import { NotFoundPage } from './errors/not-found-page';
import { RouteErrorBoundary } from './errors/route-error-boundary';
import { PageLoading } from './layout/page-loading';
import type { RouteModuleHandle } from './route-module';
import { loadAppFrame, routeTree } from './route-tree';

/**
 * What a route declares besides its path, once: the dashboard action it is (the permission table
 * decides who may take it; the guard and the Worker's status read it), its title, and whether it
 * is the not-found page.
 */
export interface AppRouteHandle extends RouteModuleHandle {
  dashboardAction?: DashboardAction;
  title?: string;
  /** A page of the app frame that needs no session: it ends one (/logout, spec 2.12). */
  endsSession?: true;
}

/**
 * A page's module: its screen, and the calls its first render shows (`pageCalls`), which its
 * route's loader starts. The calls live with the page, not here, so that the entry every page
 * loads carries no page's API code (each page paid ~8 KB for all the others' when they were here).
 */
type RouteModule = { Component: ComponentType; ErrorBoundary?: ComponentType; pageCalls?: PageCallsFor };

/** The modules of this list and of the session guard, named for the build as a page's are. */
const APP_PAGES_MODULE = 'app/router.tsx';
const SESSION_GUARD_MODULE = 'app/guards/require-session.tsx';

/**
 * One signed-in page: its path, its module (named for the build, loaded lazily) and what it
 * declares (AppRouteHandle). Its loader loads the module for its calls and starts them (the page's
 * DataSections wait for them in the Worker's render, web/lib/page-data.tsx); on a client navigation
 * the router runs it beside the route's `lazy`, and both wait on the one import.
 */
function page(
  path: string,
  module: string,
  load: () => Promise<RouteModule>,
  { sections, ...handle }: Omit<AppRouteHandle, 'module'> & PageShape = {},
): RouteObject {
  return {
    path,
    handle: { ...handle, module } satisfies AppRouteHandle,
    loader: async (args) => {
      const [{ pageCalls }, frame] = await Promise.all([load(), loadAppFrame()]);
      return pageCalls ? frame.pageLoader(pageCalls)(args) : null;
    },
    lazy: () =>
      Promise.all([load(), loadAppFrame()]).then(([{ pageCalls, ...screen }, frame]) =>
        pageCalls && !sections ? frame.streamedWhole(screen, handle.title) : screen,
      ),
  };
}

interface PageShape {
  /** The page streams its data sections itself (DataSection), its heading and notices first. */
  sections?: true;
}

/**
 * The app frame's pages (spec section 2.2): /app/*, /contact-us/ and /logout, in the one route
 * tree (route-tree.tsx, docs/decisions/066), for the browser's router (which loads this list when
 * a path may be one of them) and the Worker's streamed render alike. Every screen is a lazily
 * loaded route module.
 *
 * The pathless route carries a second error boundary so that a failing screen renders its error
 * inside the header and footer (the frame's own boundary only catches a failure of the frame
 * itself), and the HydrateFallback that fills the main area while the first screen's module loads.
 */
export const appPages: RouteObject[] = [
  {
    // This list's own module, which the browser loads lazily: preloaded with each of its pages.
    handle: { module: APP_PAGES_MODULE } satisfies AppRouteHandle,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: PageLoading,
    children: [
      {
        // Signed-in pages (spec section 2.2), all behind the session guard (spec 2.6).
        handle: { module: SESSION_GUARD_MODULE } satisfies AppRouteHandle,
        lazy: () => import('./guards/require-session').then(({ Component }) => ({ Component })),
        children: [
          page('app/home', 'features/home/routes/home.tsx', () => import('../features/home/routes/home'), {
            title: 'Home',
            sections: true,
          }),
          page(
            'app/home/my-profile',
            'features/profile/routes/my-profile.tsx',
            () => import('../features/profile/routes/my-profile'),
            {
              title: PROFILE_TEXTS.heading,
            },
          ),
          page(
            'app/my-benefits',
            'features/benefits/routes/my-benefits.tsx',
            () => import('../features/benefits/routes/my-benefits'),
            {
              title: MY_BENEFITS_TEXTS.heading,
              sections: true,
            },
          ),
          page(
            'app/my-total-benefits',
            'features/total-benefits/routes/my-total-benefits.tsx',
            () => import('../features/total-benefits/routes/my-total-benefits'),
            { title: TOTAL_BENEFITS_TEXTS.heading },
          ),
          page(
            'app/my-total-benefits-enhanced',
            'features/total-benefits/routes/my-total-benefits-enhanced.tsx',
            () => import('../features/total-benefits/routes/my-total-benefits-enhanced'),
            { title: TOTAL_BENEFITS_TEXTS.heading },
          ),
          page('app/faqs', 'features/faqs/routes/faqs.tsx', () => import('../features/faqs/routes/faqs'), {
            title: FAQ_TEXTS.heading,
          }),
          page(
            'app/my-benefits/:benefitId',
            'features/benefits/routes/benefit-page.tsx',
            () => import('../features/benefits/routes/benefit-page'),
            {},
          ),
          page(
            'app/my-benefits/:benefitId/setup/*',
            'features/benefits/routes/benefit-setup.tsx',
            () => import('../features/benefits/routes/benefit-setup'),
            {},
          ),
          page(
            'app/my-benefits/:benefitId/manage',
            'features/benefits/routes/benefit-setup.tsx',
            () => import('../features/benefits/routes/benefit-setup'),
            {},
          ),
          // Not under /app, but signed-in only and in the app's frame (spec 2.8, decision 020).
          page(
            'contact-us/*',
            'features/contact/routes/contact-us.tsx',
            () => import('../features/contact/routes/contact-us'),
            {
              title: CONTACT_TEXTS.title,
            },
          ),
          page(
            'app/dashboard',
            'features/dashboard/routes/dashboard.tsx',
            () => import('../features/dashboard/routes/dashboard'),
            {
              title: INSIGHTS_TEXTS.dashboard,
              dashboardAction: 'dashboard',
            },
          ),
          page(
            'app/dashboard/employee-engagement',
            'features/dashboard/routes/employee-engagement.tsx',
            () => import('../features/dashboard/routes/employee-engagement'),
            {
              title: INSIGHTS_TEXTS.engagement,
              dashboardAction: 'engagement',
            },
          ),
          page(
            'app/dashboard/employee-insights',
            'features/dashboard/routes/employee-insights.tsx',
            () => import('../features/dashboard/routes/employee-insights'),
            {
              title: INSIGHTS_TEXTS.insights,
              dashboardAction: 'insights',
            },
          ),
          page(
            'app/dashboard/benefit-takeup',
            'features/dashboard/routes/benefit-takeup.tsx',
            () => import('../features/dashboard/routes/benefit-takeup'),
            {
              title: INSIGHTS_TEXTS.takeUp,
              dashboardAction: 'takeUp',
            },
          ),
          page(
            'app/dashboard/benefit-takeup/:benefitId',
            'features/dashboard/routes/benefit-takeup-detail.tsx',
            () => import('../features/dashboard/routes/benefit-takeup-detail'),
            {
              dashboardAction: 'takeUp',
            },
          ),
          page(
            'app/dashboard/platform-settings',
            'features/dashboard/routes/platform-settings.tsx',
            () => import('../features/dashboard/routes/platform-settings'),
            {
              title: PLATFORM_SETTINGS_TEXTS.title,
              dashboardAction: 'twoFactorList',
            },
          ),
          page(
            'app/dashboard/audit-trail',
            'features/dashboard/routes/audit-trail.tsx',
            () => import('../features/dashboard/routes/audit-trail'),
            {
              title: AUDIT_TRAIL_TEXTS.title,
              dashboardAction: 'auditTrail',
            },
          ),
          page(
            'app/employee-data',
            'features/employee-data/routes/employee-data.tsx',
            () => import('../features/employee-data/routes/employee-data'),
            {
              title: EMPLOYEE_DATA_TEXTS.title,
              dashboardAction: 'employeeData',
            },
          ),
          page(
            'app/dashboard/approve-selections',
            'features/dashboard/routes/approve-selections.tsx',
            () => import('../features/dashboard/routes/approve-selections'),
            {
              title: APPROVAL_TEXTS.breadcrumb,
              dashboardAction: 'approvalsList',
            },
          ),
          page(
            'app/dashboard/approve-selections/:benefitId',
            'features/dashboard/routes/approve-selections-benefit.tsx',
            () => import('../features/dashboard/routes/approve-selections-benefit'),
            { dashboardAction: 'approvalsList' },
          ),
          page(
            'app/employee-data/upload',
            'features/employee-data-upload/routes/employee-data-upload.tsx',
            () => import('../features/employee-data-upload/routes/employee-data-upload'),
            {
              title: EMPLOYEE_DATA_UPLOAD_TEXTS.title,
              dashboardAction: 'employeeDataUpload',
            },
          ),
          page(
            'app/reporting',
            'features/reporting/routes/reporting.tsx',
            () => import('../features/reporting/routes/reporting'),
            {
              title: REPORTING_TEXTS.title,
              dashboardAction: 'reporting',
            },
          ),
          page(
            'app/ccv/manage',
            'features/voucher-management/routes/voucher-management.tsx',
            () => import('../features/voucher-management/routes/voucher-management'),
            {
              title: VOUCHER_MANAGEMENT_TEXTS.title,
              dashboardAction: 'voucherManagement',
            },
          ),
        ],
      },
      page('logout', 'features/logout/routes/logout.tsx', () => import('../features/logout/routes/logout'), {
        title: 'Logging out',
        endsSession: true,
      }),
      // An unknown page under /app, in the app's frame (any other unknown path is the public frame's).
      { path: 'app/*', Component: NotFoundPage, handle: { notFound: true } satisfies AppRouteHandle },
    ],
  },
];

/** The whole tree, for the Worker's render, the build and the tests. */
export const routes: RouteObject[] = routeTree(appPages);
