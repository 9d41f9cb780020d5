// The employer's audit trail (migrations 0020 and 0021; docs/decisions/057): what is recorded, the
// query the list and its CSV take, and the words of the CSV. The reference API's own copy of these
// rules (decision 038): the portal reads the trail only through the list and the CSV.
import { isToBeConfirmed } from './benefits-cost.ts';
import { isYearMonthDay } from './calendar-date.ts';
import { csvField } from './csv.ts';

/**
 * Every action on the trail. The act-as ones are not written by the routes: a start and a change
 * come from migration 0020's triggers, an export from the act-as record of http/bearer-auth.ts
 * (docs/decisions/062).
 */
export const AUDIT_ACTIONS = [
  'selection-approved',
  'selection-rejected',
  'two-factor-enforcement-changed',
  'employee-data-applied',
  'welcome-email-resent',
  'act-as-started',
  'act-as-change',
  'act-as-export',
  'selection-cost-recalculated',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const isAuditAction = (value: string): value is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value);

/** The list's page size (spec section 9's 10, as the client's other lists). */
export const AUDIT_PER_PAGE = 10;
/** The longest person search (as the two-factor list's). */
export const AUDIT_PERSON_MAX = 100;
/** The report download's `type`, as the two-factor list's report has one (spec section 7). */
export const AUDIT_REPORT_TYPE = 'auditTrail';

/** What the list and its CSV are filtered by; times in epoch ms, the end exclusive. */
export type AuditFilter = {
  clientId: number;
  action: AuditAction | null;
  /** Matched anywhere in the name or e-mail of who did it or whom it was about; '' for anyone. */
  person: string;
  fromMs: number | null;
  untilMs: number | null;
};

const DAY_MS = 86_400_000;

/**
 * A day range (YYYY-MM-DD, both ends included, UTC days) as epoch ms, the end exclusive; null
 * when a day is no calendar day or the range ends before it starts.
 */
export function dayRangeMs(
  from: string | undefined,
  to: string | undefined,
): { fromMs: number | null; untilMs: number | null } | null {
  if ((from !== undefined && !isYearMonthDay(from)) || (to !== undefined && !isYearMonthDay(to))) return null;
  const fromMs = from === undefined ? null : Date.parse(`${from}T00:00:00Z`);
  const untilMs = to === undefined ? null : Date.parse(`${to}T00:00:00Z`) + DAY_MS;
  if (fromMs !== null && untilMs !== null && untilMs <= fromMs) return null;
  return { fromMs, untilMs };
}

/** The particulars of an event as the list sends them (snake_case, only those the action has). */
export type AuditDetailBody = {
  selection_id?: number;
  benefit_name?: string;
  enforced?: boolean;
  upload_id?: number;
  file_name?: string;
  changed_employees?: number;
  bulk?: boolean;
  reason?: string;
  read_only?: boolean;
  actor_type?: 'support' | 'employer';
  change?: string;
  /** What an export in an act-as session gave out ('Employee list (CSV)'), and the call that did. */
  export?: string;
  route?: string;
  /** The browser that spent the act-as link, and who was signed in there (migration 0023). */
  spent_user_agent?: string;
  spent_signed_in_as?: string;
  /** A recalculated selection's monthly costs before and after (null: to be confirmed; decision 080). */
  old_monthly_cost?: number | null;
  new_monthly_cost?: number | null;
  old_employer_monthly_cost?: number | null;
  new_employer_monthly_cost?: number | null;
};

// A recalculation's costs as stored (what the selection held, any Cost) and as the list sends them.
const COST_FIELDS = [
  ['oldMonthlyCost', 'old_monthly_cost'],
  ['newMonthlyCost', 'new_monthly_cost'],
  ['oldEmployerMonthlyCost', 'old_employer_monthly_cost'],
  ['newEmployerMonthlyCost', 'new_employer_monthly_cost'],
] as const;

/** A stored cost in pounds, or null when it is to be confirmed (or no amount at all). */
function poundsOrNull(value: unknown): number | null {
  if (isToBeConfirmed(value)) return null;
  const pounds = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(pounds) ? pounds : null;
}

/** The stored detail JSON (camelCase, as the triggers and the code write it) as the list sends it. */
export function detailBody(stored: string): AuditDetailBody {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const d = parsed as Record<string, unknown>;
  const body: AuditDetailBody = {};
  if (typeof d.selectionId === 'number') body.selection_id = d.selectionId;
  if (typeof d.benefitName === 'string') body.benefit_name = d.benefitName;
  if (typeof d.enforced === 'boolean') body.enforced = d.enforced;
  if (typeof d.uploadId === 'number') body.upload_id = d.uploadId;
  if (typeof d.fileName === 'string') body.file_name = d.fileName;
  if (typeof d.changedEmployees === 'number') body.changed_employees = d.changedEmployees;
  if (typeof d.bulk === 'boolean') body.bulk = d.bulk;
  if (typeof d.reason === 'string') body.reason = d.reason;
  if (typeof d.readOnly === 'boolean') body.read_only = d.readOnly;
  if (d.actorType === 'support' || d.actorType === 'employer') body.actor_type = d.actorType;
  if (typeof d.change === 'string') body.change = d.change;
  if (typeof d.export === 'string') body.export = d.export;
  if (typeof d.route === 'string') body.route = d.route;
  if (typeof d.spentUserAgent === 'string') body.spent_user_agent = d.spentUserAgent;
  if (typeof d.spentSignedInAs === 'string') body.spent_signed_in_as = d.spentSignedInAs;
  for (const [stored, sent] of COST_FIELDS) {
    if (stored in d) body[sent] = poundsOrNull(d[stored]);
  }
  return body;
}

/** The CSV's words for each action. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'selection-approved': 'Selection approved',
  'selection-rejected': 'Selection rejected',
  'two-factor-enforcement-changed': 'Two-factor enforcement changed',
  'employee-data-applied': 'Employee data upload applied',
  'welcome-email-resent': 'Welcome e-mail resent',
  'act-as-started': 'Act-as session started',
  'act-as-change': 'Change in an act-as session',
  'act-as-export': 'Data exported in an act-as session',
  'selection-cost-recalculated': 'Selection cost recalculated',
};

/** A monthly cost as the trail writes it: '£12.00', or 'to be confirmed'. */
export function costText(pounds: number | null | undefined): string {
  if (pounds === null || pounds === undefined) return 'to be confirmed';
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(pounds);
}

/** What a recalculation changed: the benefit, the employee's and the employer's cost, before and after. */
function recalculationText(detail: AuditDetailBody): string {
  return `${detail.benefit_name ?? ''}: ${costText(detail.old_monthly_cost)} to ${costText(detail.new_monthly_cost)} a month (employer ${costText(detail.old_employer_monthly_cost)} to ${costText(detail.new_employer_monthly_cost)})`;
}

/**
 * Where an act-as link was opened, when the start recorded it (docs/decisions/063): the browser and
 * who was signed in there. The trail's page says the same (web/features/dashboard).
 */
function spendText(detail: AuditDetailBody): string {
  if (detail.spent_user_agent === undefined && detail.spent_signed_in_as === undefined) return '';
  return ` (opened in: ${detail.spent_user_agent ?? 'an unknown browser'}; signed in there: ${detail.spent_signed_in_as ?? 'nobody'})`;
}

/** The CSV's one-line account of an event's particulars. */
export function detailText(action: AuditAction, detail: AuditDetailBody): string {
  switch (action) {
    case 'selection-approved':
    case 'selection-rejected':
      return detail.benefit_name ?? '';
    case 'two-factor-enforcement-changed':
      return detail.enforced ? 'Enforced' : 'Not enforced';
    case 'employee-data-applied':
      return `${detail.file_name ?? ''}: ${detail.changed_employees ?? 0} employees changed`;
    case 'welcome-email-resent':
      return detail.bulk ? 'To every employee not registered' : 'To this employee';
    case 'act-as-started':
      return `${detail.actor_type === 'support' ? 'Support' : 'Employer'}, ${detail.read_only === false ? 'may change' : 'read-only'}: ${detail.reason ?? ''}${spendText(detail)}`;
    case 'act-as-change':
      return detail.change ?? '';
    case 'act-as-export':
      return `${detail.export ?? ''}: ${detail.route ?? ''}`;
    case 'selection-cost-recalculated':
      return recalculationText(detail);
  }
}

export const AUDIT_CSV_HEADER = [
  'When (UTC)',
  'Action',
  'By',
  'By e-mail',
  'About',
  'About e-mail',
  'Details',
] as const;

type CsvPerson = { name: string; email: string } | null;

/** One CSV line (CRLF-terminated) of an event. */
export function auditCsvLine(event: {
  occurredAt: string;
  action: AuditAction;
  actor: CsvPerson;
  subject: CsvPerson;
  detail: AuditDetailBody;
}): string {
  return `${[
    event.occurredAt,
    AUDIT_ACTION_LABELS[event.action],
    event.actor?.name ?? '',
    event.actor?.email ?? '',
    event.subject?.name ?? '',
    event.subject?.email ?? '',
    detailText(event.action, event.detail),
  ]
    .map(csvField)
    .join(',')}\r\n`;
}
