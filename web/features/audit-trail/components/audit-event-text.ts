import type { AuditEvent } from '#contract/audit-trail';
import { formatPounds, formatShortDateTime } from '#web/lib/en-gb-format.ts';

/**
 * An event's time as the trail shows it: its UTC day and minute ('17 Nov 2026, 15:12'), the same on
 * the Worker's streamed page and in every browser, and the day the date filter counts it in.
 */
export function auditTimeText(occurredAt: string): string {
  return formatShortDateTime(new Date(occurredAt), 'utc');
}

/** The trail's one-line account of an event's particulars (the CSV's Details column says the same). */
export function auditDetailText({ action, detail }: Pick<AuditEvent, 'action' | 'detail'>): string {
  switch (action) {
    case 'selection-approved':
    case 'selection-rejected':
      return detail.benefitName ?? '';
    case 'two-factor-enforcement-changed':
      return detail.enforced ? 'Enforced' : 'Not enforced';
    case 'employee-data-applied':
      return `${detail.fileName ?? ''}: ${detail.changedEmployees ?? 0} employees changed`;
    case 'welcome-email-resent':
      return detail.bulk ? 'To every employee not registered' : 'To this employee';
    case 'act-as-started':
      return `${detail.actorType === 'support' ? 'Support' : 'Employer'}, ${detail.readOnly === false ? 'may change' : 'read-only'}: ${detail.reason ?? ''}${spendText(detail)}`;
    case 'act-as-change':
      return detail.change ?? '';
    case 'act-as-export':
      return `${detail.export ?? ''}: ${detail.route ?? ''}`;
    case 'selection-cost-recalculated':
      return recalculationText(detail);
  }
}

/** A monthly cost as the trail writes it: '£12.00', or 'to be confirmed'. */
const costText = (pounds: number | null | undefined) =>
  pounds === null || pounds === undefined ? 'to be confirmed' : formatPounds(pounds);

/** What a recalculation changed, as the CSV says it (reference API rules/audit-trail, decision 080). */
function recalculationText(detail: AuditEvent['detail']): string {
  return `${detail.benefitName ?? ''}: ${costText(detail.oldMonthlyCost)} to ${costText(detail.newMonthlyCost)} a month (employer ${costText(detail.oldEmployerMonthlyCost)} to ${costText(detail.newEmployerMonthlyCost)})`;
}

/** Where an act-as link was opened, as the CSV says it (reference API rules/audit-trail, decision 063). */
function spendText(detail: AuditEvent['detail']): string {
  if (detail.spentUserAgent === undefined && detail.spentSignedInAs === undefined) return '';
  return ` (opened in: ${detail.spentUserAgent ?? 'an unknown browser'}; signed in there: ${detail.spentSignedInAs ?? 'nobody'})`;
}
