/**
 * Values of the two-factor table on the platform settings page (spec section 7), zod-free so the SPA
 * can import them. The page's texts are in two-factor-admin-texts.ts.
 */

/** The two-factor filter (`filter[person_mfa_secret]` upstream): on or not, or everyone. */
export const TWO_FACTOR_FILTERS = ['enabled', 'disabled'] as const;
export type TwoFactorFilter = (typeof TWO_FACTOR_FILTERS)[number];

/** The longest search the list accepts. */
export const TWO_FACTOR_SEARCH_MAX = 100;
