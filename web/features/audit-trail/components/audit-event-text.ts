import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AuditEvent } from '#contract/audit-trail';
import { formatPounds, formatShortDateTime } from '#web/lib/en-gb-format.ts';

/**
 * An event's time as the trail shows it: its UTC day and minute ('17 Nov 2026, 15:12'), the same on
 * the Worker's streamed page and in every browser, and the day the date filter counts it in.
 */
export function auditTimeText(occurredAt: string): string {
  return formatShortDateTime(new Date(occurredAt), 'utc');
}

/**
 * The trail's one-line account of an event's particulars, in the page's language (in en-GB the
 * CSV's Details column says the same).
 */
export function auditDetailText(
  i18n: I18n,
  { action, detail }: Pick<AuditEvent, 'action' | 'detail'>,
): string {
  switch (action) {
    case 'selection-approved':
    case 'selection-rejected':
      return detail.benefitName ?? '';
    case 'two-factor-enforcement-changed':
      return detail.enforced ? i18n._(msg`Enforced`) : i18n._(msg`Not enforced`);
    case 'employee-data-applied': {
      const fileName = detail.fileName ?? '';
      const changed = detail.changedEmployees ?? 0;
      return i18n._(msg`${fileName}: ${changed} employees changed`);
    }
    case 'welcome-email-resent':
      return detail.bulk ? i18n._(msg`To every employee not registered`) : i18n._(msg`To this employee`);
    case 'act-as-started':
      return actAsText(i18n, detail);
    case 'act-as-change':
      return detail.change ?? '';
    case 'act-as-export':
      return `${detail.export ?? ''}: ${detail.route ?? ''}`;
    case 'selection-cost-recalculated':
      return recalculationText(i18n, detail);
  }
}

/** Who acted as whom and why: 'Support, read-only: Ticket 4471', and where its link was opened. */
function actAsText(i18n: I18n, detail: AuditEvent['detail']): string {
  const reason = detail.reason ?? '';
  const opened = openedText(i18n, detail);
  const spend = opened ? ` ${opened}` : '';
  const support = detail.actorType === 'support';
  if (detail.readOnly === false) {
    return support
      ? i18n._(msg`Support, may change: ${reason}${spend}`)
      : i18n._(msg`Employer, may change: ${reason}${spend}`);
  }
  return support
    ? i18n._(msg`Support, read-only: ${reason}${spend}`)
    : i18n._(msg`Employer, read-only: ${reason}${spend}`);
}

/** A monthly cost as the trail writes it: '£12.00', or 'to be confirmed'. */
const costText = (i18n: I18n, pounds: number | null | undefined) =>
  pounds === null || pounds === undefined ? i18n._(msg`to be confirmed`) : formatPounds(pounds);

/** What a recalculation changed, as the CSV says it (reference API rules/audit-trail, decision 080). */
function recalculationText(i18n: I18n, detail: AuditEvent['detail']): string {
  const benefitName = detail.benefitName ?? '';
  const oldCost = costText(i18n, detail.oldMonthlyCost);
  const newCost = costText(i18n, detail.newMonthlyCost);
  const oldEmployerCost = costText(i18n, detail.oldEmployerMonthlyCost);
  const newEmployerCost = costText(i18n, detail.newEmployerMonthlyCost);
  return i18n._(
    msg`${benefitName}: ${oldCost} to ${newCost} a month (employer ${oldEmployerCost} to ${newEmployerCost})`,
  );
}

/** Where an act-as link was opened, as the CSV says it (reference API rules/audit-trail, decision 063). */
function openedText(i18n: I18n, detail: AuditEvent['detail']): string {
  if (detail.spentUserAgent === undefined && detail.spentSignedInAs === undefined) return '';
  const browser = detail.spentUserAgent ?? i18n._(msg`an unknown browser`);
  const signedInAs = detail.spentSignedInAs ?? i18n._(msg`nobody`);
  return i18n._(msg`(opened in: ${browser}; signed in there: ${signedInAs})`);
}
