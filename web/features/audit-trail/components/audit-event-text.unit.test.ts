import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { auditDetailText } from './audit-event-text';

describe("the trail's words for a recalculated selection cost", () => {
  it('say what changed as the CSV does', () => {
    expect(
      auditDetailText(setupI18n({ locale: 'en-GB', messages: { 'en-GB': {} } }), {
        action: 'selection-cost-recalculated',
        detail: {
          benefitName: 'Life Assurance',
          oldMonthlyCost: 50,
          newMonthlyCost: 60,
          oldEmployerMonthlyCost: null,
          newEmployerMonthlyCost: 1234.5,
        },
      }),
    ).toBe('Life Assurance: £50.00 to £60.00 a month (employer to be confirmed to £1,234.50)');
  });
});
