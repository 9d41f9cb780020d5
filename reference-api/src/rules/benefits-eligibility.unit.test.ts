import { describe, expect, it } from 'vitest';
import { type EligibilityPerson, isEligible, isVoucherOnly } from './benefits-eligibility.ts';

const employee: EligibilityPerson = { employmentStatus: 'active', voucherBalance: 0, onProbation: false };
const dental = { groupCode: 'dental', openDuringProbation: false };
const pension = { groupCode: 'pension', openDuringProbation: true };
const card = { groupCode: 'ccv', openDuringProbation: false };

describe('benefit eligibility', () => {
  it('opens every benefit of the client to an ordinary employee', () => {
    expect([dental, pension, card].map((benefit) => isEligible(employee, benefit))).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('opens only the benefits open during probation to someone on probation', () => {
    const probation = { ...employee, onProbation: true };

    expect([dental, pension, card].map((benefit) => isEligible(probation, benefit))).toEqual([
      false,
      true,
      false,
    ]);
  });

  it.each(['left', 'inactive'])('leaves only the voucher group to someone %s with a balance', (status) => {
    const leaver = { ...employee, employmentStatus: status, voucherBalance: 0.01 };

    expect(isVoucherOnly(leaver)).toBe(true);
    expect([dental, pension, card].map((benefit) => isEligible(leaver, benefit))).toEqual([
      false,
      false,
      true,
    ]);
  });

  it('is not voucher-only without a balance, or while still employed', () => {
    expect(isVoucherOnly({ ...employee, employmentStatus: 'left', voucherBalance: 0 })).toBe(false);
    expect(isVoucherOnly({ ...employee, voucherBalance: 120.5 })).toBe(false);
    expect(isVoucherOnly({ ...employee, employmentStatus: null, voucherBalance: 5 })).toBe(false);
  });
});
