// The employer's monthly reports (docs/decisions/028): what each kind is called, what its file is
// named, which selections a month's payroll and provider reports count, and the CSV each one is.
// The figures come from the selections and life events of the period, never from stored totals.
import { isToBeConfirmed } from './benefits-cost.ts';
import { csvText } from './csv.ts';

export const REPORT_TYPES = ['payroll', 'provider', 'lifeevent'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export function isReportType(value: unknown): value is ReportType {
  return typeof value === 'string' && (REPORT_TYPES as readonly string[]).includes(value);
}

/** Several reports are downloaded as one zip of at most this many files. */
export const MAX_REPORTS_PER_DOWNLOAD = 50;

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export type ReportPeriod = { type: ReportType; year: number; month: number; providerName: string | null };

export function monthName(month: number): string {
  return MONTH_NAMES[month - 1] ?? String(month);
}

/** The label the portal lists a report under, e.g. 'Payroll report, March 2026'. */
export function reportLabel({ type, year, month, providerName }: ReportPeriod): string {
  const period = `${monthName(month)} ${year}`;
  if (type === 'payroll') return `Payroll report, ${period}`;
  if (type === 'provider') return `Provider report for ${providerName ?? 'a provider'}, ${period}`;
  return `Life event report, ${period}`;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A file name of letters, digits and dashes only: safe in a Content-Disposition and in a zip. */
export function reportFileName({ type, year, month, providerName }: ReportPeriod): string {
  const period = `${year}-${String(month).padStart(2, '0')}`;
  if (type === 'payroll') return `payroll-report-${period}.csv`;
  if (type === 'provider')
    return `provider-report-${period}-${slug(providerName ?? 'provider') || 'provider'}.csv`;
  return `life-event-report-${period}.csv`;
}

/** The first and last day of a month, as 'YYYY-MM-DD'. */
export function monthBounds(year: number, month: number): { first: string; last: string } {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const yyyyMm = `${year}-${String(month).padStart(2, '0')}`;
  return { first: `${yyyyMm}-01`, last: `${yyyyMm}-${String(days).padStart(2, '0')}` };
}

/**
 * A life-event report's year is closed once the client's scheme has moved on to a later year:
 * nothing reported in it can change any more.
 */
export function isClosedYear(year: number, currentSchemeYear: number | null): boolean {
  return currentSchemeYear !== null && year < currentSchemeYear;
}

/** A stored cost in pence; null for one still to be confirmed (0, 'TBC', empty, null). */
export function costInPence(value: unknown): number | null {
  if (isToBeConfirmed(value) || typeof value !== 'number' || !Number.isFinite(value)) return null;
  return Math.round(value * 100);
}

const pounds = (pence: number) => (pence / 100).toFixed(2);
const amountOrTbc = (pence: number | null) => (pence === null ? 'TBC' : pounds(pence));

/** One selection that ran in the period (live or since ended), with its person and benefit. */
export type ReportSelection = {
  userId: number;
  firstName: string;
  surname: string;
  benefitName: string;
  providerName: string | null;
  value: number | null;
  peopleCovered: readonly string[];
  monthlyCost: unknown;
  employerMonthlyCost: unknown;
};

/** Payroll: each person's deduction and the employer's contribution per benefit, then the totals. */
export function payrollCsv(selections: readonly ReportSelection[]): string {
  let employeeTotal = 0;
  let employerTotal = 0;
  const lines = selections.map((selection) => {
    const employee = costInPence(selection.monthlyCost);
    const employer = costInPence(selection.employerMonthlyCost);
    employeeTotal += employee ?? 0;
    employerTotal += employer ?? 0;
    return [
      String(selection.userId),
      `${selection.firstName} ${selection.surname}`,
      selection.benefitName,
      amountOrTbc(employee),
      amountOrTbc(employer),
    ];
  });
  return csvText([
    ['Employee ID', 'Employee name', 'Benefit', 'Employee deduction (GBP)', 'Employer contribution (GBP)'],
    ...lines,
    ['Total', '', '', pounds(employeeTotal), pounds(employerTotal)],
  ]);
}

/** Provider: the members on the provider's benefits, who is covered, and the premium due. */
export function providerCsv(selections: readonly ReportSelection[]): string {
  let premiumTotal = 0;
  const lines = selections.map((selection) => {
    const employee = costInPence(selection.monthlyCost);
    const employer = costInPence(selection.employerMonthlyCost);
    const premium = employee === null && employer === null ? null : (employee ?? 0) + (employer ?? 0);
    premiumTotal += premium ?? 0;
    return [
      String(selection.userId),
      `${selection.firstName} ${selection.surname}`,
      selection.benefitName,
      selection.peopleCovered.join('; '),
      selection.value === null ? '' : String(selection.value),
      amountOrTbc(premium),
    ];
  });
  return csvText([
    ['Employee ID', 'Employee name', 'Benefit', 'People covered', 'Chosen value', 'Monthly premium (GBP)'],
    ...lines,
    ['Total', `${selections.length} members`, '', '', '', pounds(premiumTotal)],
  ]);
}

/** One life event reported in the period. */
export type ReportLifeEvent = {
  userId: number;
  firstName: string;
  surname: string;
  eventName: string;
  eventDate: string;
  reportedOn: string;
};

export function lifeEventCsv(events: readonly ReportLifeEvent[]): string {
  return csvText([
    ['Employee ID', 'Employee name', 'Life event', 'Event date', 'Reported on'],
    ...events.map((event) => [
      String(event.userId),
      `${event.firstName} ${event.surname}`,
      event.eventName,
      event.eventDate,
      event.reportedOn,
    ]),
  ]);
}
