// Who may read a client's administration data (docs/decisions/023 and 025): the reference API's
// own copy of the dashboard permission matrix's rule, as the real upstream checks the token itself.
import { isVoucherOnly } from './benefits-eligibility.ts';

export type AdminCandidate = {
  clientId: number | null;
  userType: string;
  employmentStatus: string | null;
  voucherBalance: number;
  /** An employee who approves the client's selections (0024, docs/decisions/075). */
  approvesSelections?: boolean;
};

/** An employer administrator of `clientId` who has not left, is not inactive and not voucher-only. */
export function administersClient(person: AdminCandidate, clientId: number): boolean {
  return person.userType === 'employer' && activeAt(person, clientId);
}

/** An approver of `clientId` (spec 6) who has not left, is not inactive and not voucher-only. */
export function approvesForClient(person: AdminCandidate, clientId: number): boolean {
  return person.approvesSelections === true && activeAt(person, clientId);
}

// One of the client's people, still with it and not in the voucher-only view.
function activeAt(person: AdminCandidate, clientId: number): boolean {
  const status = person.employmentStatus?.toLowerCase() ?? null;
  return (
    person.clientId === clientId &&
    status !== 'left' &&
    status !== 'inactive' &&
    !isVoucherOnly({ employmentStatus: status, voucherBalance: person.voucherBalance, onProbation: false })
  );
}

/** The age bands the employee insights count people in (age at the end of the scheme year). */
export const AGE_BANDS = [
  { label: 'Under 25', min: 0, max: 24 },
  { label: '25 to 34', min: 25, max: 34 },
  { label: '35 to 44', min: 35, max: 44 },
  { label: '45 to 54', min: 45, max: 54 },
  { label: '55 and over', min: 55, max: Number.POSITIVE_INFINITY },
] as const;

export function ageBandCounts(ages: readonly { age: number; employees: number }[]) {
  return AGE_BANDS.map((band) => ({
    band: band.label,
    employees: ages
      .filter((row) => row.age >= band.min && row.age <= band.max)
      .reduce((sum, row) => sum + row.employees, 0),
  }));
}

/** Live selections as a share of the workforce, in percent to one decimal place. */
export function takeUpRate(live: number, employees: number): number {
  return employees === 0 ? 0 : Math.round((live / employees) * 1000) / 10;
}

/** The twelve months of a year as 'YYYY-MM', each with its count (0 when none). */
export function monthsOf<T extends { month: string }>(
  year: number,
  rows: readonly T[],
  count: (row: T) => number,
) {
  return Array.from({ length: 12 }, (_, index) => {
    const month = `${year}-${String(index + 1).padStart(2, '0')}`;
    const row = rows.find((candidate) => candidate.month === month);
    return { month, count: row ? count(row) : 0 };
  });
}
