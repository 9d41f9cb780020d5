// Who may use a client's administration calls (docs/decisions/023 and 024): the reference API's own
// copy of the portal's permission matrix, so a call that skips the portal is refused the same way.
import type { Masquerade } from '../data/token-repository.ts';
import { type AdminCandidate, administersClient, approvesForClient } from './client-admin.ts';

/** Reads something (a list, a report) or changes something (a setting, a decision). */
export type AdminCallKind = 'view' | 'change';

export const CLIENT_ADMIN_FORBIDDEN = 'You do not have access to this page';

/**
 * An employer administrator of that client who has not left, is not inactive and is not
 * voucher-only, in their own session; support staff acting as one may only read. An administrator's
 * magic link makes them one of their employees, who have no administration at all.
 */
export function mayAdministerClient(
  person: AdminCandidate,
  masquerade: Masquerade | null,
  clientId: number,
  kind: AdminCallKind,
): boolean {
  if (!administersClient(person, clientId)) return false;
  if (!masquerade) return true;
  return masquerade.actorType === 'support' && kind === 'view';
}

/**
 * The approvals (listing the selections awaiting approval, and deciding them): whoever may
 * administer the client so, and its approvers (spec 6; docs/decisions/075) in their own session.
 * Nothing else of the client's administration is an approver's.
 */
export function mayHandleApprovals(
  person: AdminCandidate,
  masquerade: Masquerade | null,
  clientId: number,
  kind: AdminCallKind,
): boolean {
  return (
    mayAdministerClient(person, masquerade, clientId, kind) ||
    (masquerade === null && approvesForClient(person, clientId))
  );
}
