import { describe, expect, it } from 'vitest';
import { calculateMonthlyCosts } from '../rules/benefits-cost.ts';
import { BENEFIT_IDS, LIFE_COVER_RATE } from './benefit-catalogue.ts';
import { generatedPeople } from './generated-employees.ts';
import { generatedSelections } from './generated-selections.ts';
import { PREVIOUS_LIFE_COVER_RATE, STALE_COST_EMPLOYEE, withStaleCost } from './stale-selection-cost.ts';

describe('the selection with a stale cost', () => {
  const rows = generatedSelections();
  const stale = withStaleCost(rows);

  it('belongs to the generated person docs/demo-data.md names', () => {
    const person = generatedPeople().find((candidate) => candidate.id === STALE_COST_EMPLOYEE.id);
    expect(person).toMatchObject({
      firstName: STALE_COST_EMPLOYEE.firstName,
      surname: STALE_COST_EMPLOYEE.surname,
      registered: true,
    });
  });

  it("is their live Life Assurance priced at the previous rate, which today's rate changes", () => {
    const life = stale.find(
      (row) => row.user_id === STALE_COST_EMPLOYEE.id && row.benefit_id === BENEFIT_IDS.acme.lifeAssurance,
    );
    expect(life).toMatchObject({ status: 'live', value: 300000, partner_value: 0 });
    expect(life).toMatchObject({ monthly_cost: 50, employer_monthly_cost: 10 });
    expect(calculateMonthlyCosts(PREVIOUS_LIFE_COVER_RATE, 300000, 0).monthlyCost).toBe(50);
    expect(calculateMonthlyCosts(LIFE_COVER_RATE, 300000, 0)).toEqual({
      monthlyCost: 60,
      employerMonthlyCost: 12,
    });
  });

  it('changes no other selection', () => {
    const changed = stale.filter((row, index) => row !== rows[index]);
    expect(changed.map((row) => row.user_id)).toEqual([STALE_COST_EMPLOYEE.id]);
  });
});
