// The benefits screens' runtime texts and rules, in a module without zod so the SPA can import
// them without pulling the schema library into its pages (docs/decisions/011). The schemas are in
// contract/benefits.ts.

export interface ValueLimits {
  min: number;
  max: number;
  step: number;
}

export const BENEFIT_TEXTS = {
  valueBetween: 'Please enter a value between',
  and: 'and',
  setupFailed: 'There was an error connecting to the server',
  loadFailed: 'There is an issue loading this benefit. Please contact us',
  missing: 'Oops! The benefit you are looking for has been removed or relocated.',
  probation:
    "As you're on probation, you won't be able to access all benefits. We'll email you when you can!",
  toBeConfirmed: 'To be confirmed',
  noStatements: 'no statements available',
  statementFailed: 'There was an error requesting your statement, please try again later',
  listFailed: 'There was a problem loading your benefits. Please log in again.',
} as const;

/** The voucher group (spec section 3, Benefit product: groupCode 'ccv'). */
export const VOUCHER_GROUP_CODE = 'ccv';

export const BENEFIT_ICON_NAMES = [
  'accident',
  'annual-leave',
  'cash',
  'cycle',
  'dental',
  'gym',
  'life',
  'medical',
  'pension',
  'travel',
  'will',
  'ccv',
] as const;
export const TAX_FLAG_NAMES = ['benefit-fund', 'ni', 'p11d', 'salary-sac', 'tax-savings'] as const;
export type TaxFlagName = (typeof TAX_FLAG_NAMES)[number];

/**
 * Each tax flag's words: the text alternative of its icon on cards, its label on the product page
 * and in the tax filter (docs/decisions/043; the spec names the flags, not their wording).
 */
export const TAX_FLAG_TEXTS: Record<TaxFlagName, string> = {
  'benefit-fund': 'Paid from the benefit fund',
  ni: 'Saves National Insurance',
  p11d: 'Taxable benefit in kind (P11D)',
  'salary-sac': 'Paid by salary sacrifice',
  'tax-savings': 'Saves income tax',
};

/** A tax flag the portal knows; the upstream may send others, which are not shown. */
export function isTaxFlagName(value: string): value is TaxFlagName {
  return (TAX_FLAG_NAMES as readonly string[]).includes(value);
}

export const TAX_FLAG_LIST_LABEL = 'Tax treatment';

/** My benefits' filters (docs/decisions/044): the URL's parameter names and the controls' texts. */
export const BENEFIT_FILTER_PARAMS = { category: 'category', taxFlag: 'tax' } as const;

export const BENEFIT_FILTER_TEXTS = {
  region: 'Filter benefits',
  category: 'Category',
  anyCategory: 'All categories',
  taxFlag: TAX_FLAG_LIST_LABEL,
  anyTaxFlag: 'Any tax treatment',
  apply: 'Apply filters',
  clear: 'Clear filters',
  noMatch: 'No benefits match these filters.',
  noneOfYours: 'None of your benefits match these filters.',
  noneAvailable: 'No available benefits match these filters.',
  failed: 'The filters could not be loaded. You can still see all your benefits.',
} as const;

/** A category value as the upstream names them (lower-case words joined by hyphens). */
export const BENEFIT_CATEGORY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const BENEFIT_CATEGORY_MAX = 40;

/** The filters a My benefits address asks for; a value the portal cannot send is dropped. */
export interface BenefitFilterState {
  category: string | null;
  taxFlag: TaxFlagName | null;
}

export function benefitFilterStateOf(params: URLSearchParams): BenefitFilterState {
  const category = params.get(BENEFIT_FILTER_PARAMS.category) ?? '';
  const taxFlag = params.get(BENEFIT_FILTER_PARAMS.taxFlag) ?? '';
  return {
    category:
      category.length <= BENEFIT_CATEGORY_MAX && BENEFIT_CATEGORY_PATTERN.test(category) ? category : null,
    taxFlag: isTaxFlagName(taxFlag) ? taxFlag : null,
  };
}

/** The URL query of a filter state, without '?' (empty when nothing is filtered). */
export function benefitFilterQueryString(state: BenefitFilterState): string {
  const params = new URLSearchParams();
  if (state.category) params.set(BENEFIT_FILTER_PARAMS.category, state.category);
  if (state.taxFlag) params.set(BENEFIT_FILTER_PARAMS.taxFlag, state.taxFlag);
  return params.toString();
}

export function isFiltered(state: BenefitFilterState): boolean {
  return state.category !== null || state.taxFlag !== null;
}

export const VOUCHER_TEXTS = {
  heading: 'Your voucher balance',
  lastPayment: 'Last payment',
  failed: 'It looks like something has gone wrong, please try again later',
} as const;

/** The card-value (voucher) sections' texts (spec 3, CCV data; the spec gives none: decision 042). */
export const CARD_VALUE_TEXTS = {
  heading: 'Your vouchers',
  nextVoucher: 'Next voucher date',
  noNextVoucher: 'No voucher is scheduled.',
  placed: 'Placed orders',
  noPlaced: 'You have no placed orders.',
  saved: 'Saved orders',
  noSaved: 'You have no saved orders.',
  retailer: 'Retailer',
  amount: 'Amount',
  placedOn: 'Placed on',
  savedOn: 'Saved on',
  loading: 'Loading your vouchers',
} as const;

/**
 * A card-value date (YYYY-MM-DD, as the contract carries it) as the spec writes it: CCV_DATE_FORMAT,
 * dd.MM.yy (spec sections 3 and 9). Plain string work: a calendar date has no time zone to shift it.
 */
export function formatCardValueDate(isoDate: string): string {
  const [year = '', month = '', day = ''] = isoDate.split('-');
  return `${day}.${month}.${year.slice(-2)}`;
}

/** The SPA's keys for the voucher calls, which a page's loader fills in the Worker's render too. */
export const VOUCHER_BALANCE_QUERY_KEY = ['vouchers', 'balance'] as const;
export const CARD_VALUE_QUERY_KEY = ['vouchers', 'card-value'] as const;

/** Values counted as to be confirmed (spec section 5): 0, '0' and 'TBC' in any case, empty, null. */
export function isToBeConfirmed(value: unknown): boolean {
  if (value === null || value === undefined || value === 0) return true;
  if (typeof value !== 'string') return false;
  const text = value.trim();
  return text === '' || text === '0' || text.toUpperCase() === 'TBC';
}

/** A money value as the SPA gets it: a number, or null when it is to be confirmed. */
export function moneyOrToBeConfirmed(value: unknown): number | null {
  if (isToBeConfirmed(value)) return null;
  const amount = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(amount) ? amount : null;
}

/** 'Please enter a value between {min} and {max}' (spec section 5). */
export function valueBetweenMessage(limits: ValueLimits): string {
  return `${BENEFIT_TEXTS.valueBetween} ${limits.min} ${BENEFIT_TEXTS.and} ${limits.max}`;
}

/** Whether a value lies within the limits and on a step from the minimum. */
export function isValueWithin(value: number, limits: ValueLimits): boolean {
  if (value < limits.min || value > limits.max) return false;
  const steps = (value - limits.min) / limits.step;
  return Math.abs(steps - Math.round(steps)) < 1e-9;
}

/** The answers a medical question takes (the medical-questions panel, spec 2.16). */
export const MEDICAL_ANSWERS = ['Yes', 'No'] as const;
export type MedicalAnswer = (typeof MEDICAL_ANSWERS)[number];

export const MEDICAL_TEXTS = {
  open: 'Answer the medical questions',
  edit: 'Change your answers',
  title: 'Medical questions',
  save: 'Save answers',
  required: 'Please answer every medical question',
  answered: 'You have answered the medical questions.',
} as const;
