import { describe, expect, it } from 'vitest';
import { RECALCULATION_TEXTS, recalculateSelectionCost } from './selection-cost-recalculation.ts';

const life = {
  beamSupported: true,
  costRatePerThousand: 0.24,
  freeCoverCap: 50000,
  monthlyCost: 0,
  employerMonthlyCost: 12,
};
const gym = {
  beamSupported: false,
  costRatePerThousand: null,
  freeCoverCap: null,
  monthlyCost: 29.99,
  employerMonthlyCost: 10,
};
const live = { status: 'live', value: 100000, partnerValue: 0 } as const;

describe('recalculating a selection cost', () => {
  it("prices a calculated benefit's cover at the benefit's current rate", () => {
    expect(recalculateSelectionCost(life, live)).toEqual({
      ok: true,
      monthlyCost: 12,
      employerMonthlyCost: 12,
    });
    expect(recalculateSelectionCost({ ...life, costRatePerThousand: 0.3 }, live)).toEqual({
      ok: true,
      monthlyCost: 15,
      employerMonthlyCost: 15,
    });
  });

  it('gives a fixed-price benefit its current price, whatever the selection holds', () => {
    expect(recalculateSelectionCost(gym, { status: 'live', value: null, partnerValue: null })).toEqual({
      ok: true,
      monthlyCost: 29.99,
      employerMonthlyCost: 10,
    });
  });

  it('keeps a cost that is to be confirmed to be confirmed', () => {
    const will = { ...gym, monthlyCost: 'TBC', employerMonthlyCost: null };
    expect(recalculateSelectionCost(will, { ...live, status: 'awaiting-approval' })).toEqual({
      ok: true,
      monthlyCost: 'TBC',
      employerMonthlyCost: null,
    });
  });

  it.each(['opted-out', 'rejected'] as const)('does not price a selection that is %s', (status) => {
    expect(recalculateSelectionCost(life, { ...live, status })).toEqual({
      ok: false,
      message: RECALCULATION_TEXTS.notActive,
    });
  });
});
