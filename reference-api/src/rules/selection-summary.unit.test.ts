import { describe, expect, it } from 'vitest';
import { fieldStatuses, monthlyCostSummary } from './selection-summary.ts';

const live = {
  status: 'live' as const,
  value: 150000,
  partnerValue: null,
  monthlyCost: 24,
  temporary: null,
};

describe("a selection's monthly cost summary (decision 074)", () => {
  it('adds both shares to the penny, and has no total while either is to be confirmed', () => {
    expect(monthlyCostSummary({ monthlyCost: 14.2, employerMonthlyCost: 7.1 })).toEqual({
      employee: 14.2,
      employer: 7.1,
      total: 21.3,
    });
    expect(monthlyCostSummary({ monthlyCost: 29.99, employerMonthlyCost: 'TBC' }).total).toBeNull();
    expect(monthlyCostSummary({ monthlyCost: null, employerMonthlyCost: 10 }).total).toBeNull();
  });
});

describe("a selection's field status (decision 074)", () => {
  it('gives each value it holds, and its cost, a status; a saved change marks only what it changes', () => {
    expect(fieldStatuses(live)).toEqual({ value: 'in-force', monthly_cost: 'in-force' });
    const changing = {
      ...live,
      partnerValue: 0,
      temporary: {
        value: 200000,
        partnerValue: 0,
        monthlyCost: 36,
        employerMonthlyCost: 12,
        from: '2027-01-01',
      },
    };
    expect(fieldStatuses(changing)).toEqual({
      value: 'changing',
      partner_value: 'in-force',
      monthly_cost: 'changing',
    });
  });

  it('says a request waits for approval and an opted-out or rejected selection has ended', () => {
    expect(fieldStatuses({ ...live, status: 'awaiting-approval' })).toEqual({
      value: 'awaiting-approval',
      monthly_cost: 'awaiting-approval',
    });
    for (const status of ['opted-out', 'rejected'] as const) {
      expect(fieldStatuses({ ...live, status, value: null })).toEqual({ monthly_cost: 'ended' });
    }
  });
});
