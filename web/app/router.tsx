import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { APPROVAL_TEXTS } from '#contract/approval-rules';
import type { PendingSelections } from '#contract/approvals';
import { AUDIT_TRAIL_TEXTS } from '#contract/audit-trail-texts';
import { benefitPageQueryKey } from '#contract/benefit-query-keys';
import type { BenefitPage } from '#contract/benefits';
import { CONTACT_TEXTS } from '#contract/contact-texts';
import type { TakeUpDetail } from '#contract/dashboard-insights';
import { INSIGHTS_TEXTS } from '#contract/dashboard-insights-texts';
import type { DashboardAction } from '#contract/dashboard-permissions';
import { pendingSelectionsQueryKey, takeUpDetailQueryKey } from '#contract/dashboard-query-keys';
import { EMPLOYEE_DATA_TEXTS } from '#contract/employee-data-texts';
import { EMPLOYEE_DATA_TEXTS as EMPLOYEE_DATA_UPLOAD_TEXTS } from '#contract/employee-data-upload-texts';
import { PATHS, UNKNOWN_APP_PAGE, withSubpaths } from '#contract/page-paths';
import { PAGE_NOT_FOUND_TITLE } from '#contract/public-page-titles';
import { REPORTING_TEXTS, VOUCHER_MANAGEMENT_TEXTS } from '#contract/reporting-texts';
import { TOTAL_BENEFITS_TEXTS } from '#contract/total-benefits-texts';
import { PLATFORM_SETTINGS_TEXTS } from '#contract/two-factor-admin-texts';
import { MY_BENEFITS_TEXTS } from '#web/features/benefits/benefits-texts.ts';
import { BENEFIT_TITLES } from '#web/features/benefits/components/benefit-titles.ts';
import { takeUpDetailHeading } from '#web/features/dashboard/components/take-up-detail-texts.ts';
import { takeUpPeopleStateOf } from '#web/features/dashboard/take-up-people-state.ts';
import { FAQ_TEXTS } from '#web/features/faqs/faqs-texts.ts';
import { PROFILE_TEXTS } from '#web/features/profile/components/profile-texts.ts';
import type { PageCallsFor } from '#web/lib/page-data.tsx';
import { pathId } from '#web/lib/path-id.ts';
import { NotFoundPage } from './errors/not-found-page';
import { RouteErrorBoundary } from './errors/route-error-boundary';
import { guardScreenTitle } from './guards/guard-screen-title';
import { PageLoading } from './layout/page-loading';
import { fixedTitleOf, type ShownPage, type TitledHandle } from './page-title';
import type { RouteModuleHandle } from './route-module';
import { loadAppFrame, routeTree } from './route-tree';

/**
 * What a route declares besides its path, once: the dashboard action it is (the permission table
 * decides who may take it; the guard and the Worker's status read it), its title (a text, or one
 * made from the page's data: web/app/page-title.ts), and whether it is the not-found page.
 */
export interface AppRouteHandle extends RouteModuleHandle, TitledHandle {
  dashboardAction?: DashboardAction;
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
        pageCalls && !sections ? frame.streamedWhole(screen, fixedTitleOf(handle) ?? undefined) : screen,
      ),
  };
}

/** The benefit a page is about (its :benefitId), by name, once its page call has answered. */
function benefitName({ params, answer }: ShownPage): string | undefined {
  const id = pathId(params.benefitId);
  return id === null ? undefined : answer<BenefitPage>({ queryKey: benefitPageQueryKey(id) })?.benefit.name;
}

/** A title made from a benefit's name, or the benefits' list's while the name is not known. */
function nameOr(
  { i18n }: ShownPage,
  name: string | undefined,
  titleOf: (name: string) => MessageDescriptor,
): string {
  return i18n._(name ? titleOf(name) : MY_BENEFITS_TEXTS.heading);
}

function takeUpDetailPageTitle({ params, url, answer, i18n }: ShownPage): string {
  const id = pathId(params.benefitId);
  const detail =
    id === null
      ? undefined
      : answer<TakeUpDetail>({ queryKey: takeUpDetailQueryKey(id, takeUpPeopleStateOf(url.searchParams)) });
  return i18n._(detail ? takeUpDetailHeading(detail.benefit.name) : INSIGHTS_TEXTS.takeUpHeading);
}

function approvalsPageTitle({ params, answer, i18n }: ShownPage): string {
  const id = pathId(params.benefitId);
  const pending =
    id === null ? undefined : answer<PendingSelections>({ queryKey: pendingSelectionsQueryKey(id) });
  return i18n._(pending ? APPROVAL_TEXTS.benefitTitle(pending.benefitName) : APPROVAL_TEXTS.title);
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
        handle: { module: SESSION_GUARD_MODULE, screenTitle: guardScreenTitle } satisfies AppRouteHandle,
        lazy: () => import('./guards/require-session').then(({ Component }) => ({ Component })),
        children: [
          page(
            PATHS.home,
            'features/home/routes/home.tsx',
            () => import('#web/features/home/routes/home.tsx'),
            {
              title: msg`Home`,
              sections: true,
            },
          ),
          page(
            PATHS.profile,
            'features/profile/routes/my-profile.tsx',
            () => import('#web/features/profile/routes/my-profile.tsx'),
            {
              title: PROFILE_TEXTS.heading,
            },
          ),
          page(
            PATHS.myBenefits,
            'features/benefits/routes/my-benefits.tsx',
            () => import('#web/features/benefits/routes/my-benefits.tsx'),
            {
              title: MY_BENEFITS_TEXTS.heading,
              sections: true,
            },
          ),
          page(
            PATHS.totalBenefits,
            'features/total-benefits/routes/my-total-benefits.tsx',
            () => import('#web/features/total-benefits/routes/my-total-benefits.tsx'),
            { title: TOTAL_BENEFITS_TEXTS.heading },
          ),
          page(
            PATHS.totalBenefitsMonthly,
            'features/total-benefits/routes/my-total-benefits-enhanced.tsx',
            () => import('#web/features/total-benefits/routes/my-total-benefits-enhanced.tsx'),
            { title: TOTAL_BENEFITS_TEXTS.heading },
          ),
          page(
            PATHS.faqs,
            'features/faqs/routes/faqs.tsx',
            () => import('#web/features/faqs/routes/faqs.tsx'),
            {
              title: FAQ_TEXTS.heading,
            },
          ),
          page(
            PATHS.benefit,
            'features/benefits/routes/benefit-page.tsx',
            () => import('#web/features/benefits/routes/benefit-page.tsx'),
            { title: (page) => benefitName(page) ?? page.i18n._(MY_BENEFITS_TEXTS.heading) },
          ),
          page(
            withSubpaths(PATHS.benefitSetup),
            'features/benefits/routes/benefit-setup.tsx',
            () => import('#web/features/benefits/routes/benefit-setup.tsx'),
            { title: (page) => nameOr(page, benefitName(page), BENEFIT_TITLES.setup) },
          ),
          page(
            PATHS.benefitManage,
            'features/benefits/routes/benefit-setup.tsx',
            () => import('#web/features/benefits/routes/benefit-setup.tsx'),
            { title: (page) => nameOr(page, benefitName(page), BENEFIT_TITLES.manage) },
          ),
          // Not under /app, but signed-in only and in the app's frame (spec 2.8, decision 020).
          page(
            withSubpaths(PATHS.contactUs),
            'features/contact/routes/contact-us.tsx',
            () => import('#web/features/contact/routes/contact-us.tsx'),
            {
              title: CONTACT_TEXTS.title,
            },
          ),
          page(
            PATHS.dashboard,
            'features/dashboard/routes/dashboard.tsx',
            () => import('#web/features/dashboard/routes/dashboard.tsx'),
            {
              title: INSIGHTS_TEXTS.dashboard,
              dashboardAction: 'dashboard',
            },
          ),
          page(
            PATHS.engagement,
            'features/dashboard/routes/employee-engagement.tsx',
            () => import('#web/features/dashboard/routes/employee-engagement.tsx'),
            {
              title: INSIGHTS_TEXTS.engagement,
              dashboardAction: 'engagement',
            },
          ),
          page(
            PATHS.insights,
            'features/dashboard/routes/employee-insights.tsx',
            () => import('#web/features/dashboard/routes/employee-insights.tsx'),
            {
              title: INSIGHTS_TEXTS.insights,
              dashboardAction: 'insights',
            },
          ),
          page(
            PATHS.takeUp,
            'features/dashboard/routes/benefit-takeup.tsx',
            () => import('#web/features/dashboard/routes/benefit-takeup.tsx'),
            {
              title: INSIGHTS_TEXTS.takeUpHeading,
              dashboardAction: 'takeUp',
            },
          ),
          page(
            PATHS.takeUpDetail,
            'features/dashboard/routes/benefit-takeup-detail.tsx',
            () => import('#web/features/dashboard/routes/benefit-takeup-detail.tsx'),
            {
              title: takeUpDetailPageTitle,
              dashboardAction: 'takeUp',
            },
          ),
          page(
            PATHS.platformSettings,
            'features/dashboard/routes/platform-settings.tsx',
            () => import('#web/features/dashboard/routes/platform-settings.tsx'),
            {
              title: PLATFORM_SETTINGS_TEXTS.title,
              dashboardAction: 'twoFactorList',
            },
          ),
          page(
            PATHS.auditTrail,
            'features/audit-trail/routes/audit-trail.tsx',
            () => import('#web/features/audit-trail/routes/audit-trail.tsx'),
            {
              title: AUDIT_TRAIL_TEXTS.title,
              dashboardAction: 'auditTrail',
            },
          ),
          page(
            PATHS.employeeData,
            'features/employee-data/routes/employee-data.tsx',
            () => import('#web/features/employee-data/routes/employee-data.tsx'),
            {
              title: EMPLOYEE_DATA_TEXTS.title,
              dashboardAction: 'employeeData',
            },
          ),
          page(
            PATHS.approvals,
            'features/approvals/routes/approve-selections.tsx',
            () => import('#web/features/approvals/routes/approve-selections.tsx'),
            {
              title: APPROVAL_TEXTS.breadcrumb,
              dashboardAction: 'approvalsList',
            },
          ),
          page(
            PATHS.approvalsBenefit,
            'features/approvals/routes/approve-selections-benefit.tsx',
            () => import('#web/features/approvals/routes/approve-selections-benefit.tsx'),
            { title: approvalsPageTitle, dashboardAction: 'approvalsList' },
          ),
          page(
            PATHS.employeeDataUpload,
            'features/employee-data-upload/routes/employee-data-upload.tsx',
            () => import('#web/features/employee-data-upload/routes/employee-data-upload.tsx'),
            {
              title: EMPLOYEE_DATA_UPLOAD_TEXTS.title,
              dashboardAction: 'employeeDataUpload',
            },
          ),
          page(
            PATHS.reporting,
            'features/reporting/routes/reporting.tsx',
            () => import('#web/features/reporting/routes/reporting.tsx'),
            {
              title: REPORTING_TEXTS.title,
              dashboardAction: 'reporting',
            },
          ),
          page(
            PATHS.voucherManagement,
            'features/voucher-management/routes/voucher-management.tsx',
            () => import('#web/features/voucher-management/routes/voucher-management.tsx'),
            {
              title: VOUCHER_MANAGEMENT_TEXTS.title,
              dashboardAction: 'voucherManagement',
            },
          ),
        ],
      },
      page(
        PATHS.logout,
        'features/logout/routes/logout.tsx',
        () => import('#web/features/logout/routes/logout.tsx'),
        {
          title: msg`Logging out`,
          endsSession: true,
        },
      ),
      // An unknown page under /app, in the app's frame (any other unknown path is the public frame's).
      {
        path: UNKNOWN_APP_PAGE,
        Component: NotFoundPage,
        handle: { notFound: true, title: PAGE_NOT_FOUND_TITLE } satisfies AppRouteHandle,
      },
    ],
  },
];

/** The whole tree, for the Worker's render, the build and the tests. */
export const routes: RouteObject[] = routeTree(appPages);
