import { findLoginAccountById } from '../data/login-account-repository.ts';
import {
  clientHasSchemeYear,
  findClientSchemeYear,
  findSignOnAccountByEmail,
  findSignOnAccountById,
} from '../data/sign-on-account-repository.ts';
import type { ActAs } from '../data/sign-on-token-repository.ts';
import { checkAccountPassword } from './password-login.ts';
import { mintMasqueradeLink } from './sign-on.ts';

/** A minted link, or why not, with the status and legacy error text to answer with. */
export type MintOutcome = { ok: true; url: string } | { ok: false; status: 403 | 404 | 422; error: string };

const refuse = (status: 403 | 404 | 422, error: string): MintOutcome => ({ ok: false, status, error });

export const MINT_TEXTS = {
  notSupport: 'Only support staff can create masquerade links',
  unknownEmail: 'There is no account with that e-mail address',
  supportTarget: 'Support staff cannot be masqueraded as',
  noScheme: "There is no scheme for that year on this person's client",
  passwordRequired: 'Your password is required',
  wrongPassword: 'The password you entered is incorrect',
  notEmployer: 'Only employer administrators can act for an employee',
  notTheirEmployee: 'You cannot act for this employee',
} as const;

/**
 * Support staff open the portal as anyone who belongs to a client (an employee or an employer
 * administrator, spec section 1) for one of the client's scheme years.
 */
export async function mintSupportLink(
  db: D1Database,
  actorUserId: number,
  request: { email: string; schemeYear: number; actAs: ActAs },
  nowMs: number,
): Promise<MintOutcome> {
  const actor = await findSignOnAccountById(db, actorUserId);
  if (actor?.userType !== 'support') {
    return refuse(403, MINT_TEXTS.notSupport);
  }
  const target = await findSignOnAccountByEmail(db, request.email);
  if (!target) {
    return refuse(404, MINT_TEXTS.unknownEmail);
  }
  if (target.clientId === null) {
    return refuse(422, MINT_TEXTS.supportTarget);
  }
  if (!(await clientHasSchemeYear(db, target.clientId, request.schemeYear))) {
    return refuse(422, MINT_TEXTS.noScheme);
  }
  const url = await mintMasqueradeLink(
    db,
    { userId: target.id, portalUrl: target.portalUrl, schemeYear: request.schemeYear },
    { userId: actor.id, type: 'support' },
    request.actAs,
    nowMs,
  );
  return { ok: true, url };
}

/**
 * An employer administrator's magic link to view the portal as one of their client's employees
 * (spec section 6). The administrator's password is asked for again, under the lockout rules, so
 * an unattended signed-in browser is not enough to act as someone else.
 */
export async function mintEmployerLink(
  db: D1Database,
  actorUserId: number,
  request: { schemeId: number; employeeId: number; password: string; actAs: ActAs },
  nowMs: number,
): Promise<MintOutcome> {
  if (request.password.trim() === '') {
    return refuse(422, MINT_TEXTS.passwordRequired);
  }
  const actor = await findLoginAccountById(db, actorUserId);
  if (actor?.userType !== 'employer' || actor.clientId === null) {
    return refuse(403, MINT_TEXTS.notEmployer);
  }
  // A signed-in administrator is not shown a captcha, so none is asked for here.
  const proof = await checkAccountPassword(db, actor, request.password, true, nowMs);
  if (proof.kind === 'failed') {
    // A locked account says so, as the login would; any other failure is just a wrong password.
    const lockedText = proof.reason === 'locked' ? proof.body.error_message : null;
    return refuse(403, lockedText ?? MINT_TEXTS.wrongPassword);
  }
  const schemeYear = await findClientSchemeYear(db, actor.clientId, request.schemeId);
  const target = await findSignOnAccountById(db, request.employeeId);
  if (schemeYear === null || target?.clientId !== actor.clientId || target.userType !== 'employee') {
    return refuse(403, MINT_TEXTS.notTheirEmployee);
  }
  const url = await mintMasqueradeLink(
    db,
    { userId: target.id, portalUrl: target.portalUrl, schemeYear },
    { userId: actor.id, type: 'employer' },
    request.actAs,
    nowMs,
  );
  return { ok: true, url };
}
