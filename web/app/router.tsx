import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AUDIT_TRAIL_TEXTS } from '#contract/audit-trail-rules';
import { benefitFilterStateOf } from '#contract/benefit-rules';
import { CONTACT_TEXTS } from '#contract/contact-rules';
import { APPROVAL_TEXTS, PLATFORM_SETTINGS_TEXTS } from '#contract/dashboard-admin-rules';
import { INSIGHTS_TEXTS } from '#contract/dashboard-insights-rules';
import type { DashboardAction } from '#contract/dashboard-permissions';
import { EMPLOYEE_DATA_TEXTS } from '#contract/employee-data-rules';
import { EMPLOYEE_DATA_TEXTS as EMPLOYEE_DATA_UPLOAD_TEXTS } from '#contract/employee-data-upload-rules';
import type { PageDataCall } from '#contract/page-data';
import { REPORT_TYPES, REPORTING_TEXTS, VOUCHER_MANAGEMENT_TEXTS } from '#contract/reporting-rules';
import {
  TOTAL_BENEFITS_TEXTS,
  type TotalBenefitsMode,
  totalBenefitsModeFrom,
  totalBenefitsYearFrom,
} from '#contract/total-benefits-rules';
import { BENEFIT_FILTERS_CALL, benefitsOverviewCall } from '../features/benefits/api/benefit-filters';
import { benefitPageCall, MY_BENEFITS_TEXTS } from '../features/benefits/api/benefits';
import { claimsCall } from '../features/benefits/api/claims';
import { CONTACT_PAGE_CALL } from '../features/contact/api/contact';
import { PENDING_BENEFITS_CALL, pendingSelectionsCall } from '../features/dashboard/api/approvals';
import { auditTrailCall, auditTrailStateOf } from '../features/dashboard/api/audit-trail';
import {
  EMPLOYEE_INSIGHTS_CALL,
  ENGAGEMENT_CALL,
  TAKE_UP_LIST_CALL,
  takeUpDetailCall,
  takeUpPeopleStateOf,
} from '../features/dashboard/api/dashboard-insights';
import { twoFactorListCall, twoFactorListStateOf } from '../features/dashboard/api/two-factor-admin';
import { employeeListCall, employeeListStateOf } from '../features/employee-data/api/employee-data';
import { LAST_UPLOAD_CALL } from '../features/employee-data-upload/api/employee-data-upload';
import { FAQ_TEXTS, FAQS_CALL } from '../features/faqs/api/faqs';
import { HOME_CONTENT_CALL } from '../features/home/api/home-content';
import { TOTAL_BENEFITS_CARD_CALL } from '../features/home/api/total-benefits-card';
import { CARD_VALUE_CALL, VOUCHER_BALANCE_CALL } from '../features/home/api/voucher-balance';
import { FAMILY_CALL } from '../features/profile/api/family';
import { LIFE_EVENTS_CALL } from '../features/profile/api/life-events';
import { PROFILE_DETAILS_CALL } from '../features/profile/api/profile-details';
import { TWO_FACTOR_STATUS_CALL } from '../features/profile/api/two-factor';
import { PROFILE_TEXTS } from '../features/profile/components/profile-texts';
import { reportingStateOf, reportListCall } from '../features/reporting/api/reports';
import {
  totalBenefitsDataCall,
  totalBenefitsPageCall,
  totalBenefitsSummaryCall,
} from '../features/total-benefits/api/total-benefits';
import { DataSection, pageLoader } from '../lib/page-data';
import { NotFoundPage } from './errors/not-found-page';
import { RouteErrorBoundary } from './errors/route-error-boundary';
import { SessionRoute } from './guards/require-session';
import { AppLayout } from './layout/app-layout';
import { PageLoading } from './layout/page-loading';
import { PageSkeleton } from './layout/page-skeleton';
import type { RouteModuleHandle } from './route-module';

/**
 * What a route declares besides its path, once: the dashboard action it is (the permission table
 * decides who may take it; the guard and the Worker's status read it), its title, and whether it
 * is the not-found page.
 */
export interface AppRouteHandle extends RouteModuleHandle {
  dashboardAction?: DashboardAction;
  title?: string;
}

type RouteModule = { Component: ComponentType; ErrorBoundary?: ComponentType };
type CallsFor = Parameters<typeof pageLoader>[0];

/** A positive whole number from a path parameter, or null. */
function idOf(value: string | undefined): number | null {
  return value && /^[1-9][0-9]{0,14}$/.test(value) ? Number(value) : null;
}

/**
 * One signed-in page: its path, its module (named for the build, loaded lazily, beside its data on
 * a client navigation),
 * what it declares (AppRouteHandle), and the calls its first render shows, which its loader starts
 * (the page's DataSections wait for them in the Worker's render, web/lib/page-data.tsx).
 */
function page(
  path: string,
  module: string,
  load: () => Promise<RouteModule>,
  { data, sections, ...handle }: Omit<AppRouteHandle, 'module'> & PageData = {},
): RouteObject {
  return {
    path,
    handle: { ...handle, module } satisfies AppRouteHandle,
    loader: data ? pageLoader(data) : undefined,
    lazy: data && !sections ? () => load().then((module) => streamedWhole(module, handle.title)) : load,
  };
}

interface PageData {
  /** The calls the page's first render shows, which its loader starts. */
  data?: CallsFor;
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

function totalBenefits(defaultMode: TotalBenefitsMode): CallsFor {
  return ({ url }) => {
    const year = totalBenefitsYearFrom(url.searchParams);
    const mode = totalBenefitsModeFrom(url.searchParams, defaultMode);
    return [totalBenefitsSummaryCall(year), totalBenefitsDataCall(year, mode), totalBenefitsPageCall(year)];
  };
}

const withId =
  (call: (id: number) => PageDataCall): CallsFor =>
  ({ params }) => {
    const id = idOf(params.benefitId);
    return id === null ? [] : [call(id)];
  };

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
            children: [
              page(
                'app/home',
                'features/home/routes/home.tsx',
                () => import('../features/home/routes/home'),
                {
                  title: 'Home',
                  // A voucher-only person's balance and card-value data first (decision 042).
                  data: ({ session }) => [
                    ...(session?.voucherOnly ? [VOUCHER_BALANCE_CALL, CARD_VALUE_CALL] : []),
                    TOTAL_BENEFITS_CARD_CALL,
                    HOME_CONTENT_CALL,
                  ],
                  sections: true,
                },
              ),
              page(
                'app/home/my-profile',
                'features/profile/routes/my-profile.tsx',
                () => import('../features/profile/routes/my-profile'),
                {
                  title: PROFILE_TEXTS.heading,
                  data: () => [TWO_FACTOR_STATUS_CALL, PROFILE_DETAILS_CALL, FAMILY_CALL, LIFE_EVENTS_CALL],
                },
              ),
              page(
                'app/my-benefits',
                'features/benefits/routes/my-benefits.tsx',
                () => import('../features/benefits/routes/my-benefits'),
                {
                  title: MY_BENEFITS_TEXTS.heading,
                  // The filters the address names (decision 044), so the streamed page shows them.
                  data: ({ url }) => [
                    BENEFIT_FILTERS_CALL,
                    benefitsOverviewCall(benefitFilterStateOf(url.searchParams)),
                  ],
                  sections: true,
                },
              ),
              page(
                'app/my-total-benefits',
                'features/total-benefits/routes/my-total-benefits.tsx',
                () => import('../features/total-benefits/routes/my-total-benefits'),
                { title: TOTAL_BENEFITS_TEXTS.heading, data: totalBenefits('year') },
              ),
              page(
                'app/my-total-benefits-enhanced',
                'features/total-benefits/routes/my-total-benefits-enhanced.tsx',
                () => import('../features/total-benefits/routes/my-total-benefits-enhanced'),
                { title: TOTAL_BENEFITS_TEXTS.heading, data: totalBenefits('monthly') },
              ),
              page(
                'app/faqs',
                'features/faqs/routes/faqs.tsx',
                () => import('../features/faqs/routes/faqs'),
                {
                  title: FAQ_TEXTS.heading,
                  data: () => [FAQS_CALL],
                },
              ),
              page(
                'app/my-benefits/:benefitId',
                'features/benefits/routes/benefit-page.tsx',
                () => import('../features/benefits/routes/benefit-page'),
                {
                  // Claims show under live cover, above the description: read with the page so nothing moves.
                  data: ({ params }) => {
                    const id = idOf(params.benefitId);
                    return id === null ? [] : [benefitPageCall(id), claimsCall(id)];
                  },
                },
              ),
              page(
                'app/my-benefits/:benefitId/setup/*',
                'features/benefits/routes/benefit-setup.tsx',
                () => import('../features/benefits/routes/benefit-setup'),
                { data: withId(benefitPageCall) },
              ),
              page(
                'app/my-benefits/:benefitId/manage',
                'features/benefits/routes/benefit-setup.tsx',
                () => import('../features/benefits/routes/benefit-setup'),
                { data: withId(benefitPageCall) },
              ),
              // Not under /app, but signed-in only and in the app's frame (spec 2.8, decision 020).
              page(
                'contact-us/*',
                'features/contact/routes/contact-us.tsx',
                () => import('../features/contact/routes/contact-us'),
                {
                  title: CONTACT_TEXTS.title,
                  data: () => [CONTACT_PAGE_CALL],
                },
              ),
              page(
                'app/dashboard',
                'features/dashboard/routes/dashboard.tsx',
                () => import('../features/dashboard/routes/dashboard'),
                {
                  title: INSIGHTS_TEXTS.dashboard,
                  dashboardAction: 'dashboard',
                  data: () => [EMPLOYEE_INSIGHTS_CALL, PENDING_BENEFITS_CALL],
                },
              ),
              page(
                'app/dashboard/employee-engagement',
                'features/dashboard/routes/employee-engagement.tsx',
                () => import('../features/dashboard/routes/employee-engagement'),
                {
                  title: INSIGHTS_TEXTS.engagement,
                  dashboardAction: 'engagement',
                  data: () => [ENGAGEMENT_CALL],
                },
              ),
              page(
                'app/dashboard/employee-insights',
                'features/dashboard/routes/employee-insights.tsx',
                () => import('../features/dashboard/routes/employee-insights'),
                {
                  title: INSIGHTS_TEXTS.insights,
                  dashboardAction: 'insights',
                  data: () => [EMPLOYEE_INSIGHTS_CALL],
                },
              ),
              page(
                'app/dashboard/benefit-takeup',
                'features/dashboard/routes/benefit-takeup.tsx',
                () => import('../features/dashboard/routes/benefit-takeup'),
                {
                  title: INSIGHTS_TEXTS.takeUp,
                  dashboardAction: 'takeUp',
                  data: () => [TAKE_UP_LIST_CALL],
                },
              ),
              page(
                'app/dashboard/benefit-takeup/:benefitId',
                'features/dashboard/routes/benefit-takeup-detail.tsx',
                () => import('../features/dashboard/routes/benefit-takeup-detail'),
                {
                  dashboardAction: 'takeUp',
                  // The page of people the URL asks for (decision 052), streamed with the HTML.
                  data: ({ params, url }) => {
                    const id = idOf(params.benefitId);
                    return id === null ? [] : [takeUpDetailCall(id, takeUpPeopleStateOf(url.searchParams))];
                  },
                },
              ),
              page(
                'app/dashboard/platform-settings',
                'features/dashboard/routes/platform-settings.tsx',
                () => import('../features/dashboard/routes/platform-settings'),
                {
                  title: PLATFORM_SETTINGS_TEXTS.title,
                  dashboardAction: 'twoFactorList',
                  data: ({ url }) => [twoFactorListCall(twoFactorListStateOf(url.searchParams))],
                },
              ),
              page(
                'app/dashboard/audit-trail',
                'features/dashboard/routes/audit-trail.tsx',
                () => import('../features/dashboard/routes/audit-trail'),
                {
                  title: AUDIT_TRAIL_TEXTS.title,
                  dashboardAction: 'auditTrail',
                  // The page of events the URL's filters ask for (decision 057), streamed with the HTML.
                  data: ({ url }) => [auditTrailCall(auditTrailStateOf(url.searchParams))],
                },
              ),
              page(
                'app/employee-data',
                'features/employee-data/routes/employee-data.tsx',
                () => import('../features/employee-data/routes/employee-data'),
                {
                  title: EMPLOYEE_DATA_TEXTS.title,
                  dashboardAction: 'employeeData',
                  data: ({ url }) => [employeeListCall(employeeListStateOf(url.searchParams))],
                },
              ),
              page(
                'app/dashboard/approve-selections',
                'features/dashboard/routes/approve-selections.tsx',
                () => import('../features/dashboard/routes/approve-selections'),
                {
                  title: APPROVAL_TEXTS.breadcrumb,
                  dashboardAction: 'approvalsList',
                  data: () => [PENDING_BENEFITS_CALL],
                },
              ),
              page(
                'app/dashboard/approve-selections/:benefitId',
                'features/dashboard/routes/approve-selections-benefit.tsx',
                () => import('../features/dashboard/routes/approve-selections-benefit'),
                { dashboardAction: 'approvalsList', data: withId(pendingSelectionsCall) },
              ),
              page(
                'app/employee-data/upload',
                'features/employee-data-upload/routes/employee-data-upload.tsx',
                () => import('../features/employee-data-upload/routes/employee-data-upload'),
                {
                  title: EMPLOYEE_DATA_UPLOAD_TEXTS.title,
                  dashboardAction: 'employeeDataUpload',
                  data: () => [LAST_UPLOAD_CALL],
                },
              ),
              page(
                'app/reporting',
                'features/reporting/routes/reporting.tsx',
                () => import('../features/reporting/routes/reporting'),
                {
                  title: REPORTING_TEXTS.title,
                  dashboardAction: 'reporting',
                  // Each type's newest reports (the summary, and a panel opened on them), and an
                  // open panel's year (?report=&year=), as the page asks for them.
                  data: ({ url }) => {
                    const { type, year } = reportingStateOf(url.searchParams);
                    const newest = REPORT_TYPES.map((each) => reportListCall(each, null));
                    return type && year !== null ? [...newest, reportListCall(type, year)] : newest;
                  },
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
          { path: '*', Component: NotFoundPage, handle: { notFound: true } satisfies AppRouteHandle },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
