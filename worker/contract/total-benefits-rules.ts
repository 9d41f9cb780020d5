// Total benefits' runtime texts and limits, without zod so the SPA can import them (decision 011);
// the schemas are in contract/total-benefits.ts.

/** The overview mode (spec 3: "a year or another mode"): the whole year, or month by month. */
export const TOTAL_BENEFITS_MODES = ['year', 'monthly'] as const;
export type TotalBenefitsMode = (typeof TOTAL_BENEFITS_MODES)[number];

export function isTotalBenefitsMode(value: unknown): value is TotalBenefitsMode {
  return (TOTAL_BENEFITS_MODES as readonly unknown[]).includes(value);
}

export const MIN_YEAR = 2000;
export const MAX_YEAR = 2100;

/** ?year= when it is a whole year within the contract's bounds; anything else is ignored. */
export function totalBenefitsYearFrom(params: URLSearchParams): number | null {
  const text = params.get('year');
  if (text === null || !/^\d{4}$/.test(text)) return null;
  const year = Number(text);
  return year >= MIN_YEAR && year <= MAX_YEAR ? year : null;
}

/** The mode a page shows: ?mode= when it names one, else the page's own (year, or monthly for -enhanced). */
export function totalBenefitsModeFrom(
  params: URLSearchParams,
  defaultMode: TotalBenefitsMode,
): TotalBenefitsMode {
  const asked = params.get('mode');
  return isTotalBenefitsMode(asked) ? asked : defaultMode;
}

/** The SPA's query keys for the total-benefits calls, which the Worker preloads under the same keys. */
export const TOTAL_BENEFITS_QUERY_KEY = ['total-benefits'] as const;
export const TOTAL_BENEFITS_SUMMARY_QUERY_KEY = [...TOTAL_BENEFITS_QUERY_KEY, 'summary'] as const;

export function totalBenefitsSummaryQueryKey(year: number | null) {
  return [...TOTAL_BENEFITS_SUMMARY_QUERY_KEY, year] as const;
}

export function totalBenefitsDataQueryKey(year: number | null, mode: TotalBenefitsMode) {
  return [...TOTAL_BENEFITS_QUERY_KEY, 'data', year, mode] as const;
}

/** The overview's selections (the mtb page call), by year. */
export function totalBenefitsPageQueryKey(year: number | null) {
  return [...TOTAL_BENEFITS_QUERY_KEY, 'page', year] as const;
}

/**
 * The home's card (the mtb card call): always the current year. Under the total-benefits key, so
 * what makes the totals stale (terms accepted, eligibility changed) makes the card stale too.
 */
export const TOTAL_BENEFITS_CARD_QUERY_KEY = [...TOTAL_BENEFITS_QUERY_KEY, 'card'] as const;

/** The home's total-benefits card and the overview's selections (docs/decisions/041); the spec gives no text. */
export const TOTAL_BENEFITS_CARD_TEXTS = {
  loading: 'Loading your total benefits',
  link: 'See your total benefits',
  worth: (year: number) => `What your benefits are worth in ${year}`,
  split: (you: string, employer: string) => `${you} from you and ${employer} from your employer`,
  count: (count: number, year: number) =>
    `${count} ${count === 1 ? 'benefit' : 'benefits'} with a value in ${year}`,
  selections: (year: number) => `The selections counted in ${year}`,
  benefit: 'Benefit',
  status: 'Status',
  from: 'From',
  to: 'To',
  months: 'Months counted',
  live: 'Live',
  optedOut: 'Opted out',
  ongoing: 'Ongoing',
} as const;
