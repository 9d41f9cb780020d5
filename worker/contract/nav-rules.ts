import type { SessionSummary } from './session';

/**
 * Which of the signed-in navigation's links a person gets (spec sections 2.3 and 4): the SPA draws
 * the links by them, in the Worker's streamed render and in the browser alike.
 */

/** Employment states in which a person has left the employer (spec section 3, employmentStatus). */
const FORMER_EMPLOYMENT_STATUSES = new Set(['left', 'inactive']);

/** My benefits is hidden in the voucher-only state (spec section 4, ccvOnly). */
export function showsMyBenefits(session: SessionSummary): boolean {
  return !session.voucherOnly;
}

/** FAQs shows only when the CMS data has FAQs. */
export function showsFaqs(session: SessionSummary): boolean {
  return session.hasFaqs;
}

/** The probation notice (spec 2.3): on probation, and not in the voucher-only view. */
export function showsProbationNotice(session: SessionSummary): boolean {
  return session.onProbation && !session.voucherOnly;
}

/** Dashboard: employers who have not left and are not voucher-only. */
export function showsDashboard(session: SessionSummary): boolean {
  return session.userType === 'employer' && !session.voucherOnly && !hasLeft(session);
}

/** The person has left the employer or is inactive (spec section 3, employmentStatus). */
export function hasLeft(session: SessionSummary): boolean {
  const status = session.employmentStatus?.toLowerCase() ?? null;
  return status !== null && FORMER_EMPLOYMENT_STATUSES.has(status);
}
