// Total benefits' runtime texts and limits, without zod so the SPA can import them (decision 011);
// the schemas are in contract/total-benefits.ts.

export const TOTAL_BENEFITS_TEXTS = {
  heading: 'My total benefits',
  failed: 'It looks like something has gone wrong, please try again later',
  empty: 'You have no benefits with a value in this year.',
} as const;

/** The overview mode (spec 3: "a year or another mode"): the whole year, or month by month. */
export const TOTAL_BENEFITS_MODES = ['year', 'monthly'] as const;
export type TotalBenefitsMode = (typeof TOTAL_BENEFITS_MODES)[number];

export function isTotalBenefitsMode(value: unknown): value is TotalBenefitsMode {
  return (TOTAL_BENEFITS_MODES as readonly unknown[]).includes(value);
}

export const MIN_YEAR = 2000;
export const MAX_YEAR = 2100;
