import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS, detailBody, detailText } from './audit-trail.ts';

describe('a recalculated selection cost on the trail', () => {
  it('sends the stored costs as pounds, or null where they were to be confirmed', () => {
    const stored = JSON.stringify({
      selectionId: 80123,
      benefitId: 5206,
      benefitName: 'Life Assurance',
      oldMonthlyCost: 50,
      newMonthlyCost: 60.0,
      oldEmployerMonthlyCost: 'TBC',
      newEmployerMonthlyCost: 12,
    });
    expect(detailBody(stored)).toEqual({
      selection_id: 80123,
      benefit_name: 'Life Assurance',
      old_monthly_cost: 50,
      new_monthly_cost: 60,
      old_employer_monthly_cost: null,
      new_employer_monthly_cost: 12,
    });
  });

  it('says in the CSV what changed, in pounds', () => {
    expect(AUDIT_ACTION_LABELS['selection-cost-recalculated']).toBe('Selection cost recalculated');
    expect(
      detailText('selection-cost-recalculated', {
        benefit_name: 'Life Assurance',
        old_monthly_cost: 50,
        new_monthly_cost: 60,
        old_employer_monthly_cost: null,
        new_employer_monthly_cost: 1234.5,
      }),
    ).toBe('Life Assurance: £50.00 to £60.00 a month (employer to be confirmed to £1,234.50)');
  });
});
