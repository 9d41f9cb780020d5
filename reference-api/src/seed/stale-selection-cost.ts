// One selection whose stored cost is out of date (docs/decisions/080, docs/demo-data.md): a generated
// acme employee whose Life Assurance was priced when the rate was £0.20 a month per £1,000 of cover,
// before it rose to today's £0.24. Their administrator's "Recalculate cost" in the employee panel
// prices it again at today's rate, so the amount visibly changes. No other journey uses this person.
import { calculateMonthlyCosts } from '../rules/benefits-cost.ts';
import { BENEFIT_IDS, LIFE_COVER_RATE } from './benefit-catalogue.ts';
import type { SelectionSeedRow } from './benefit-selections.ts';

/**
 * The person: Arthur Hughes, a generated acme employee with £300,000 of live Life Assurance cover and
 * none for a partner, stored at £50.00 a month (employer £10.00); today's rate makes it £60.00 (£12.00).
 */
export const STALE_COST_EMPLOYEE = { id: 11228, firstName: 'Arthur', surname: 'Hughes' } as const;

/** The Life Assurance rate before the rise: pounds a month for each £1,000 of cover. */
export const PREVIOUS_LIFE_COVER_RATE = { ...LIFE_COVER_RATE, ratePerThousand: 0.2 } as const;

const isStale = (row: SelectionSeedRow) =>
  row.user_id === STALE_COST_EMPLOYEE.id && row.benefit_id === BENEFIT_IDS.acme.lifeAssurance;

/** The generated selections with that person's Life Assurance costs as priced at the previous rate. */
export function withStaleCost(rows: readonly SelectionSeedRow[]): SelectionSeedRow[] {
  const found = rows.filter(isStale);
  const [row] = found;
  if (found.length !== 1 || !row || row.status !== 'live' || typeof row.value !== 'number') {
    throw new Error(`no live Life Assurance selection of person ${STALE_COST_EMPLOYEE.id} to make stale`);
  }
  const previous = calculateMonthlyCosts(PREVIOUS_LIFE_COVER_RATE, row.value, row.partner_value ?? null);
  return rows.map((selection) =>
    isStale(selection)
      ? {
          ...selection,
          monthly_cost: previous.monthlyCost,
          employer_monthly_cost: previous.employerMonthlyCost,
        }
      : selection,
  );
}
