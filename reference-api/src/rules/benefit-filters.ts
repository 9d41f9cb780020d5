// The benefit filters of the /benefits/filters call (spec section 7; docs/decisions/044): which
// categories and tax treatments a person's eligible benefits fall into, and the narrowing the
// eligible-benefits call applies when it is asked for one of them. The API owns these rules
// (decision 038): a category is a set of benefit groups, a tax treatment one of a benefit's flags.

import type { BenefitRecord } from '../data/benefit-repository.ts';

type Category = { value: string; label: string; groups: readonly string[] };

/** The categories in the order the filter offers them; a group in none of them is 'other'. */
export const BENEFIT_CATEGORIES: readonly Category[] = [
  { value: 'health', label: 'Health and wellbeing', groups: ['medical', 'dental', 'cash', 'wellbeing'] },
  { value: 'protection', label: 'Insurance and protection', groups: ['life', 'accident', 'travel'] },
  { value: 'money', label: 'Money and savings', groups: ['pension', 'ccv', 'will'] },
  { value: 'lifestyle', label: 'Lifestyle and time off', groups: ['gym', 'cycle', 'annual-leave'] },
];
const OTHER: Category = { value: 'other', label: 'Other benefits', groups: [] };
const ALL_CATEGORIES = [...BENEFIT_CATEGORIES, OTHER];

/** The tax treatments, in the order the filter offers them, with the API's own wording. */
export const TAX_TREATMENTS: readonly { value: string; label: string }[] = [
  { value: 'salary-sac', label: 'Salary sacrifice' },
  { value: 'tax-savings', label: 'Income tax savings' },
  { value: 'ni', label: 'National Insurance savings' },
  { value: 'p11d', label: 'Benefit in kind (P11D)' },
  { value: 'benefit-fund', label: 'Benefit fund' },
];

export function categoryOf(groupCode: string): string {
  return (BENEFIT_CATEGORIES.find((category) => category.groups.includes(groupCode)) ?? OTHER).value;
}

export type BenefitFilterQuery = { category: string | null; taxFlag: string | null };

/** The query's filters, or the message a 422 carries when one names no category or treatment. */
export function parseBenefitFilterQuery(query: {
  category?: string;
  tax_flag?: string;
}): BenefitFilterQuery | { error: string } {
  const category = query.category || null;
  const taxFlag = query.tax_flag || null;
  if (category !== null && !ALL_CATEGORIES.some((known) => known.value === category)) {
    return { error: 'There is no such benefit category' };
  }
  if (taxFlag !== null && !TAX_TREATMENTS.some((known) => known.value === taxFlag)) {
    return { error: 'There is no such tax treatment' };
  }
  return { category, taxFlag };
}

/** Both filters must hold (no filter holds for every benefit). */
export function matchesBenefitFilters(benefit: BenefitRecord, query: BenefitFilterQuery): boolean {
  return (
    (query.category === null || categoryOf(benefit.groupCode) === query.category) &&
    (query.taxFlag === null || benefit.taxFlags.includes(query.taxFlag))
  );
}

export type FilterOptionBody = { value: string; label: string; count: number };
export type BenefitFiltersBody = {
  filters: { name: 'category' | 'tax_flag'; label: string; options: FilterOptionBody[] }[];
};

/**
 * The options worth offering: those that keep at least one of the person's eligible benefits, each
 * with how many it keeps (counted over all of them, whatever else is chosen).
 */
export function benefitFilterOptions(benefits: readonly BenefitRecord[]): BenefitFiltersBody {
  const count = (keeps: (benefit: BenefitRecord) => boolean) => benefits.filter(keeps).length;
  const withCounts = <T extends { value: string; label: string }>(
    options: readonly T[],
    keeps: (option: T, benefit: BenefitRecord) => boolean,
  ): FilterOptionBody[] =>
    options
      .map((option) => ({
        value: option.value,
        label: option.label,
        count: count((benefit) => keeps(option, benefit)),
      }))
      .filter((option) => option.count > 0);
  return {
    filters: [
      {
        name: 'category',
        label: 'Category',
        options: withCounts(
          ALL_CATEGORIES,
          (option, benefit) => categoryOf(benefit.groupCode) === option.value,
        ),
      },
      {
        name: 'tax_flag',
        label: 'Tax treatment',
        options: withCounts(TAX_TREATMENTS, (option, benefit) => benefit.taxFlags.includes(option.value)),
      },
    ],
  };
}
