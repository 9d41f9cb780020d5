import { describe, expect, it } from 'vitest';
import { calculateMonthlyCosts, isStoredCost, isToBeConfirmed, selectionCosts } from './benefits-cost.ts';

const life = { ratePerThousand: 0.24, freeCoverCap: 50000 };

describe('to-be-confirmed values', () => {
  it.each([0, '0', 'TBC', 'tbc', 'Tbc', '', ' ', null, undefined])(
    'counts %j as to be confirmed',
    (value) => {
      expect(isToBeConfirmed(value)).toBe(true);
    },
  );

  it.each([14.2, '14.20', 'free', 0.01, false])('counts %j as a cost', (value) => {
    expect(isToBeConfirmed(value)).toBe(false);
  });

  it('stores amounts of pounds and to-be-confirmed markers only', () => {
    expect([12.5, 0, 'TBC', null].every(isStoredCost)).toBe(true);
    expect([-1, '14,20', Number.NaN, true].some(isStoredCost)).toBe(false);
  });
});

describe('calculated monthly costs', () => {
  it("costs the person nothing up to the free-cover cap, the employer the cap's worth", () => {
    expect(calculateMonthlyCosts(life, 50000, null)).toEqual({ monthlyCost: 0, employerMonthlyCost: 12 });
    expect(calculateMonthlyCosts(life, 10000, null)).toEqual({ monthlyCost: 0, employerMonthlyCost: 2.4 });
  });

  it('charges the rate for each 1,000 above the cap', () => {
    expect(calculateMonthlyCosts(life, 100000, null)).toEqual({ monthlyCost: 12, employerMonthlyCost: 12 });
    expect(calculateMonthlyCosts(life, 500000, null)).toEqual({ monthlyCost: 108, employerMonthlyCost: 12 });
  });

  it("charges all of a partner's cover to the person", () => {
    expect(calculateMonthlyCosts(life, 50000, 25000)).toEqual({ monthlyCost: 6, employerMonthlyCost: 12 });
  });

  it('rounds to the penny', () => {
    expect(calculateMonthlyCosts({ ratePerThousand: 0.333, freeCoverCap: null }, 1000, null)).toEqual({
      monthlyCost: 0.33,
      employerMonthlyCost: 0,
    });
    expect(calculateMonthlyCosts({ ratePerThousand: 0.245, freeCoverCap: 0 }, 3000, null).monthlyCost).toBe(
      0.74,
    );
  });
});

describe('selection costs', () => {
  const lifeBenefit = {
    beamSupported: true,
    costRatePerThousand: 0.24,
    freeCoverCap: 50000,
    monthlyCost: 0,
    employerMonthlyCost: 12,
  };

  it('calculates the cost of the chosen cover for a calculated benefit', () => {
    expect(selectionCosts(lifeBenefit, 150000, 10000)).toEqual({
      monthlyCost: 26.4,
      employerMonthlyCost: 12,
    });
  });

  it("copies the catalogue's costs for any other benefit, to-be-confirmed ones included", () => {
    const will = { ...lifeBenefit, beamSupported: false, costRatePerThousand: null, monthlyCost: 'TBC' };

    expect(selectionCosts(will, null, null)).toEqual({ monthlyCost: 'TBC', employerMonthlyCost: 12 });
  });
});
