import { benefitPageQueryKey, claimsQueryKey } from './benefit-rules';
import type { Bootstrap } from './bootstrap';
import { ENGAGEMENT_PATH, ENGAGEMENT_QUERY_KEY } from './dashboard-query-keys';
import {
  type TotalBenefitsMode,
  totalBenefitsDataPath,
  totalBenefitsDataQueryKey,
  totalBenefitsModeFrom,
  totalBenefitsSummaryPath,
  totalBenefitsSummaryQueryKey,
  totalBenefitsYearFrom,
} from './total-benefits-rules';

/**
 * A signed-in page whose first paint the Worker renders on request (docs/decisions/022): its content
 * is the upstream's (a product's name, summary and description), so no build-time prerender can
 * hold it. Each call is one of the portal's own whose answer the page's first render shows
 * (`apiPath`), with the key the SPA keeps that answer under (`queryKey`).
 */
export interface PageDataCall {
  apiPath: string;
  queryKey: readonly (string | number | null)[];
}

/**
 * The paint-first shells (the app's HTML with its CSS inline and its scripts loaded after the first
 * paint, decision 013) that pages rendered on request are written into, each built for the page
 * module at `url` (scripts/prerender.mjs), so it lists that module's chunks.
 */
export const REQUEST_RENDERED_SHELLS = {
  'app-product-page': { url: '/app/my-benefits/1' },
  'app-total-benefits': { url: '/app/my-total-benefits/' },
  'app-total-benefits-enhanced': { url: '/app/my-total-benefits-enhanced/' },
  'app-dashboard-engagement': { url: '/app/dashboard/employee-engagement/' },
} as const satisfies Record<string, { url: string }>;

export type RequestRenderedShellName = keyof typeof REQUEST_RENDERED_SHELLS;

export interface RequestRenderedPage {
  shell: RequestRenderedShellName;
  calls: readonly PageDataCall[];
}

const PRODUCT_PAGE = /^\/app\/my-benefits\/([1-9][0-9]{0,14})\/?$/;

/** The total-benefits pages, with the mode each shows when the URL names none. */
const TOTAL_BENEFITS_PAGES: Record<
  string,
  { shell: RequestRenderedShellName; defaultMode: TotalBenefitsMode }
> = {
  '/app/my-total-benefits': { shell: 'app-total-benefits', defaultMode: 'year' },
  '/app/my-total-benefits-enhanced': { shell: 'app-total-benefits-enhanced', defaultMode: 'monthly' },
};

export function requestRenderedPageFor(url: URL): RequestRenderedPage | null {
  if (url.pathname.replace(/\/$/, '') === '/app/dashboard/employee-engagement') {
    // Someone the dashboard refuses gets a 403 from the call: nothing is preloaded, and the browser
    // shows Access Denied as before.
    return {
      shell: 'app-dashboard-engagement',
      calls: [{ apiPath: ENGAGEMENT_PATH, queryKey: ENGAGEMENT_QUERY_KEY }],
    };
  }
  const totals = TOTAL_BENEFITS_PAGES[url.pathname.replace(/\/$/, '')];
  if (totals) {
    // The year and mode in the URL, read as the page reads them, so it asks for what was preloaded.
    const year = totalBenefitsYearFrom(url.searchParams);
    const mode = totalBenefitsModeFrom(url.searchParams, totals.defaultMode);
    return {
      shell: totals.shell,
      calls: [
        { apiPath: totalBenefitsSummaryPath(year), queryKey: totalBenefitsSummaryQueryKey(year) },
        { apiPath: totalBenefitsDataPath(year, mode), queryKey: totalBenefitsDataQueryKey(year, mode) },
      ],
    };
  }
  const product = PRODUCT_PAGE.exec(url.pathname);
  if (product) {
    const benefitId = Number(product[1]);
    return {
      shell: 'app-product-page',
      calls: [
        { apiPath: `/api/benefits/${benefitId}`, queryKey: benefitPageQueryKey(benefitId) },
        // Shown under live cover, above the description: read with the page so nothing moves.
        { apiPath: `/api/benefits/${benefitId}/claims`, queryKey: claimsQueryKey(benefitId) },
      ],
    };
  }
  return null;
}

/**
 * Renders a signed-in page to HTML with the same tree the browser hydrates
 * (web/app/render-app-page-on-request.tsx): the page at `url`, for the bootstrap the Worker sends
 * with it, its preloaded queries included.
 */
export type RenderAppPageOnRequest = (page: { url: string; bootstrap: Bootstrap }) => Promise<string>;
