import { z } from 'zod';
import type { ContentPageName } from '#contract/content-pages';

/** A CMS document of the v2 host (spec section 7: policies/…): its name and HTML. */
export const upstreamPolicySchema = z.object({
  name: z.string(),
  content: z.string(),
  /** The terms document's revision (spec section 3, termsRevision; decision 049). */
  revision: z.number().int().positive().nullish(),
});

/** The upstream document behind each content page (spec sections 2.11 and 7). */
export const UPSTREAM_POLICY_PATHS = {
  cookiePolicy: '/policies/our-cookie-policy',
  privacyStatement: '/policies/privacy-policy',
  termsAndConditions: '/policies/terms-conditions',
} as const satisfies Record<ContentPageName, `/${string}`>;
