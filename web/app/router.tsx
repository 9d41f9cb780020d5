import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AUDIT_TRAIL_TEXTS } from '#contract/audit-trail-rules';
import { CONTACT_TEXTS } from '#contract/contact-rules';
import { APPROVAL_TEXTS, PLATFORM_SETTINGS_TEXTS } from '#contract/dashboard-admin-rules';
import { INSIGHTS_TEXTS } from '#contract/dashboard-insights-rules';
import type { DashboardAction } from '#contract/dashboard-permissions';
import { EMPLOYEE_DATA_TEXTS } from '#contract/employee-data-rules';
import { EMPLOYEE_DATA_TEXTS as EMPLOYEE_DATA_UPLOAD_TEXTS } from '#contract/employee-data-upload-rules';
import { PAGE_NOT_FOUND_TITLE } from '#contract/public-page-titles';
import { REPORTING_TEXTS, VOUCHER_MANAGEMENT_TEXTS } from '#contract/reporting-rules';
import { TOTAL_BENEFITS_TEXTS } from '#contract/total-benefits-rules';
import { benefitPageCall, MY_BENEFITS_TEXTS } from '../features/benefits/api/benefits';
import { BENEFIT_TITLES } from '../features/benefits/components/benefit-titles';
import { pendingSelectionsCall } from '../features/dashboard/api/approvals';
import { takeUpDetailCall, takeUpPeopleStateOf } from '../features/dashboard/api/dashboard-insights';
import { takeUpDetailTitle } from '../features/dashboard/components/take-up-detail-texts';
import { FAQ_TEXTS } from '../features/faqs/api/faqs';
import { PROFILE_TEXTS } from '../features/profile/components/profile-texts';
import { DataSection, type PageCallsFor, pageLoader, pathId } from '../lib/page-data';
import { NotFoundPage } from './errors/not-found-page';
import { RouteErrorBoundary } from './errors/route-error-boundary';
import { guardScreenTitle, SessionRoute } from './guards/require-session';
import { AppLayout } from './layout/app-layout';
import { PageLoading } from './layout/page-loading';
import { PageSkeleton } from './layout/page-skeleton';
import { fixedTitleOf, type ShownPage, type TitledHandle } from './page-title';
import type { RouteModuleHandle } from './route-module';

/**
 * What a route declares besides its path, once: the dashboard action it is (the permission table
 * decides who may take it; the guard and the Worker's status read it), its title (a text, or one
 * made from the page's data: web/app/page-title.ts), and whether it is the not-found page.
 */
export interface AppRouteHandle extends RouteModuleHandle, TitledHandle {
  dashboardAction?: DashboardAction;
}

/**
 * A page's module: its screen, and the calls its first render shows (`pageCalls`), which its
 * route's loader starts. The calls live with the page, not here, so that the entry every page
 * loads carries no page's API code (each page paid ~8 KB for all the others' when they were here).
 */
type RouteModule = { Component: ComponentType; ErrorBoundary?: ComponentType; pageCalls?: PageCallsFor };

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
      const { pageCalls } = await load();
      return pageCalls ? pageLoader(pageCalls)(args) : null;
    },
    lazy: () =>
      load().then(({ pageCalls, ...screen }) =>
        pageCalls && !sections ? streamedWhole(screen, fixedTitleOf(handle) ?? undefined) : screen,
      ),
  };
}

/** The benefit a page is about (its :benefitId), by name, once its page call has answered. */
function benefitName({ params, answer }: ShownPage): string | undefined {
  const id = pathId(params.benefitId);
  return id === null ? undefined : answer(benefitPageCall(id))?.benefit.name;
}

/** A title made from a benefit's name, or the benefits' list's while the name is not known. */
function nameOr(name: string | undefined, titleOf: (name: string) => string): string {
  return name ? titleOf(name) : MY_BENEFITS_TEXTS.heading;
}

function takeUpDetailPageTitle({ params, url, answer }: ShownPage): string {
  const id = pathId(params.benefitId);
  const detail =
    id === null ? undefined : answer(takeUpDetailCall(id, takeUpPeopleStateOf(url.searchParams)));
  return detail ? takeUpDetailTitle(detail.benefit.name) : INSIGHTS_TEXTS.takeUp;
}

function approvalsPageTitle({ params, answer }: ShownPage): string {
  const id = pathId(params.benefitId);
  const pending = id === null ? undefined : answer(pendingSelectionsCall(id));
  return pending ? `${pending.benefitName} ${APPROVAL_TEXTS.title}` : APPROVAL_TEXTS.title;
}

interface PageShape {
  /** The page streams its data sections itself (DataSection), its heading and notices first. */
  sections?: true;
}

/**
 * A page whose every part follows its data: one DataSection around it, whose fallback is the page's
 * skeleton with its heading (the route's title).
 */
function streamedWhole(module: RouteModule, title: string | undefined): RouteModule {
  const Page = module.Component;
  const Component = () => (
    <DataSection fallback={<PageSkeleton heading={title} />}>
      <Page />
    </DataSection>
  );
  // The page the section wraps, for the test that matches each route to its module.
  return { ...module, Component: Object.assign(Component, { page: Page }) };
}

/**
 * The one route tree of the signed-in app (spec section 2.2): /app/*, /contact-us/ and /logout, for
 * the browser's router and the Worker's streamed render alike (docs/decisions/033). The public pages
 * (spec 2.1) are the other entry, web/public-main.tsx. Every screen is a lazily loaded route module.
 *
 * The root route is the app frame. Its pathless child carries a second error boundary so that a
 * failing screen renders its error inside the header and footer (the root boundary only catches a
 * failure of the frame itself), and the HydrateFallback that fills the main area while the first
 * screen's module loads.
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
            handle: { screenTitle: guardScreenTitle } satisfies AppRouteHandle,
            children: [
              page(
                'app/home',
                'features/home/routes/home.tsx',
                () => import('../features/home/routes/home'),
                {
                  title: 'Home',
                  sections: true,
                },
              ),
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
              page(
                'app/faqs',
                'features/faqs/routes/faqs.tsx',
                () => import('../features/faqs/routes/faqs'),
                {
                  title: FAQ_TEXTS.heading,
                },
              ),
              page(
                'app/my-benefits/:benefitId',
                'features/benefits/routes/benefit-page.tsx',
                () => import('../features/benefits/routes/benefit-page'),
                { title: (page) => benefitName(page) ?? MY_BENEFITS_TEXTS.heading },
              ),
              page(
                'app/my-benefits/:benefitId/setup/*',
                'features/benefits/routes/benefit-setup.tsx',
                () => import('../features/benefits/routes/benefit-setup'),
                { title: (page) => nameOr(benefitName(page), BENEFIT_TITLES.setup) },
              ),
              page(
                'app/my-benefits/:benefitId/manage',
                'features/benefits/routes/benefit-setup.tsx',
                () => import('../features/benefits/routes/benefit-setup'),
                { title: (page) => nameOr(benefitName(page), BENEFIT_TITLES.manage) },
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
                  title: takeUpDetailPageTitle,
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
                { title: approvalsPageTitle, dashboardAction: 'approvalsList' },
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
          page(
            'logout',
            'features/logout/routes/logout.tsx',
            () => import('../features/logout/routes/logout'),
            { title: 'Logging out' },
          ),
          // An unknown page under /app (the Worker sends only /app/*, /contact-us and /logout here).
          {
            path: '*',
            Component: NotFoundPage,
            handle: { notFound: true, title: PAGE_NOT_FOUND_TITLE } satisfies AppRouteHandle,
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
