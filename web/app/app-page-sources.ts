/**
 * The signed-in app's pages (router.tsx) and their modules, as paths under web/, so the build can
 * list each page's chunks from Vite's manifest; the Worker preloads them with the app's HTML
 * (docs/decisions/011-html-first-public-pages.md). router.test.tsx checks they agree with router.tsx.
 */
export { APP_PAGES_FILE, APP_SHELL_TEMPLATE } from '../../worker/contract/prerendered-pages';

export const APP_PAGE_SOURCES: readonly { path: string; source: string }[] = [
  { path: '/app/home', source: 'features/home/routes/home.tsx' },
  { path: '/app/home/my-profile', source: 'features/profile/routes/my-profile.tsx' },
  { path: '/app/my-benefits', source: 'features/benefits/routes/my-benefits.tsx' },
  { path: '/app/my-total-benefits', source: 'features/total-benefits/routes/my-total-benefits.tsx' },
  {
    path: '/app/my-total-benefits-enhanced',
    source: 'features/total-benefits/routes/my-total-benefits-enhanced.tsx',
  },
  { path: '/app/faqs', source: 'features/faqs/routes/faqs.tsx' },
  { path: '/app/my-benefits/:benefitId', source: 'features/benefits/routes/benefit-page.tsx' },
  { path: '/app/my-benefits/:benefitId/setup/*', source: 'features/benefits/routes/benefit-setup.tsx' },
  { path: '/app/my-benefits/:benefitId/manage', source: 'features/benefits/routes/benefit-setup.tsx' },
  { path: '/contact-us/*', source: 'features/contact/routes/contact-us.tsx' },
  { path: '/app/dashboard', source: 'features/dashboard/routes/dashboard.tsx' },
  {
    path: '/app/dashboard/employee-engagement',
    source: 'features/dashboard/routes/employee-engagement.tsx',
  },
  { path: '/app/dashboard/employee-insights', source: 'features/dashboard/routes/employee-insights.tsx' },
  { path: '/app/dashboard/benefit-takeup', source: 'features/dashboard/routes/benefit-takeup.tsx' },
  {
    path: '/app/dashboard/benefit-takeup/:benefitId',
    source: 'features/dashboard/routes/benefit-takeup-detail.tsx',
  },
  { path: '/app/dashboard/platform-settings', source: 'features/dashboard/routes/platform-settings.tsx' },
  { path: '/app/employee-data', source: 'features/employee-data/routes/employee-data.tsx' },
  { path: '/app/dashboard/approve-selections', source: 'features/dashboard/routes/approve-selections.tsx' },
  {
    path: '/app/dashboard/approve-selections/:benefitId',
    source: 'features/dashboard/routes/approve-selections-benefit.tsx',
  },
  { path: '/app/reporting', source: 'features/reporting/routes/reporting.tsx' },
  { path: '/app/ccv/manage', source: 'features/voucher-management/routes/voucher-management.tsx' },
  { path: '/logout', source: 'features/logout/routes/logout.tsx' },
];
