import { describe, expect, it } from 'vitest';
import { administersClient, ageBandCounts, monthsOf, takeUpRate } from './client-admin.ts';

const alex = { clientId: 2, userType: 'employer', employmentStatus: 'active', voucherBalance: 0 };

describe('administersClient', () => {
  it('is an employer of that client who is still there and not voucher-only', () => {
    expect(administersClient(alex, 2)).toBe(true);
    expect(administersClient(alex, 3)).toBe(false);
    expect(administersClient({ ...alex, userType: 'employee' }, 2)).toBe(false);
    expect(administersClient({ ...alex, employmentStatus: 'Left' }, 2)).toBe(false);
    expect(administersClient({ ...alex, employmentStatus: 'inactive', voucherBalance: 10 }, 2)).toBe(false);
    expect(administersClient({ ...alex, clientId: null }, 2)).toBe(false);
  });
});

describe('ageBandCounts', () => {
  it('puts every age in one band, the edges included', () => {
    const bands = ageBandCounts([
      { age: 24, employees: 1 },
      { age: 25, employees: 2 },
      { age: 44, employees: 3 },
      { age: 45, employees: 4 },
      { age: 71, employees: 5 },
    ]);
    expect(bands).toEqual([
      { band: 'Under 25', employees: 1 },
      { band: '25 to 34', employees: 2 },
      { band: '35 to 44', employees: 3 },
      { band: '45 to 54', employees: 4 },
      { band: '55 and over', employees: 5 },
    ]);
  });
});

describe('takeUpRate and monthsOf', () => {
  it('gives a percentage to one decimal, 0 without a workforce', () => {
    expect(takeUpRate(1, 11)).toBe(9.1);
    expect(takeUpRate(3, 0)).toBe(0);
  });

  it('fills the twelve months of a year', () => {
    const months = monthsOf(2026, [{ month: '2026-11', n: 3 }], (row) => row.n);
    expect(months).toHaveLength(12);
    expect(months[10]).toEqual({ month: '2026-11', count: 3 });
    expect(months[0]).toEqual({ month: '2026-01', count: 0 });
  });
});
