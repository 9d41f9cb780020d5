import { benefitPageQueryKey, claimsQueryKey } from './benefit-rules';
import type { Bootstrap } from './bootstrap';

/**
 * A signed-in page whose first paint the Worker renders on request (docs/decisions/022): its content
 * is the upstream's (a product's name, summary and description), so no build-time prerender can
 * hold it. Each call is one of the portal's own whose answer the page's first render shows
 * (`apiPath`), with the key the SPA keeps that answer under (`queryKey`).
 */
export interface PageDataCall {
  apiPath: string;
  queryKey: readonly (string | number)[];
}

/**
 * The paint-first shells (the app's HTML with its CSS inline and its scripts loaded after the first
 * paint, decision 013) that pages rendered on request are written into, each built for the page
 * module at `url` (scripts/prerender.mjs), so it lists that module's chunks.
 */
export const REQUEST_RENDERED_SHELLS = {
  'app-product-page': { url: '/app/my-benefits/1' },
} as const satisfies Record<string, { url: string }>;

export type RequestRenderedShellName = keyof typeof REQUEST_RENDERED_SHELLS;

export interface RequestRenderedPage {
  shell: RequestRenderedShellName;
  calls: readonly PageDataCall[];
}

const PRODUCT_PAGE = /^\/app\/my-benefits\/([1-9][0-9]{0,14})\/?$/;

export function requestRenderedPageFor(pathname: string): RequestRenderedPage | null {
  const product = PRODUCT_PAGE.exec(pathname);
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
