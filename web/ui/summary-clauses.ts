import type { PendingBenefits } from '#contract/approvals';
import type { BenefitTakeUp, EmployeeInsights } from '#contract/dashboard-insights';
import { formatNumber } from '#web/lib/en-gb-format.ts';
import { counted, hasOrHave } from './data-summary';

/**
 * The clauses the dashboard's summary sentences are made of (docs/decisions/034 and 035), one
 * wording per figure whichever page says it.
 */

/** '412 of your 500 employees have registered'. */
export function registeredClause({ employees, registered }: EmployeeInsights['headcount']): string {
  return `${formatNumber(registered)} of your ${counted(employees, 'employee', 'employees')} ${hasOrHave(registered)} registered`;
}

/** '12 selections for 3 benefits are awaiting your approval', or 'no selections are …'. */
export function awaitingApprovalClause(benefits: PendingBenefits['benefits']): string {
  const selections = benefits.reduce((sum, benefit) => sum + benefit.count, 0);
  if (selections === 0) return 'no selections are awaiting your approval';
  return `${counted(selections, 'selection', 'selections')} for ${counted(benefits.length, 'benefit', 'benefits')} ${selections === 1 ? 'is' : 'are'} awaiting your approval`;
}

/** '14 employees have Pension live (28% of your workforce)'; the rate only where the upstream gives one. */
export function liveClause({ name, live, takeUpRate }: BenefitTakeUp): string {
  const rate = takeUpRate === null ? '' : ` (${takeUpRate}% of your workforce)`;
  return `${counted(live, 'employee', 'employees')} ${hasOrHave(live)} ${name} live${rate}`;
}

/** '2 selections are awaiting approval', or 'none are awaiting approval'. */
export function awaitingClause({ awaitingApproval }: BenefitTakeUp): string {
  if (awaitingApproval === 0) return 'none are awaiting approval';
  return `${counted(awaitingApproval, 'selection', 'selections')} ${awaitingApproval === 1 ? 'is' : 'are'} awaiting approval`;
}

/** Clauses as one sentence: 'A, and b.' */
export function sentenceOf(clauses: readonly string[]): string {
  const text = clauses.join(', and ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}
