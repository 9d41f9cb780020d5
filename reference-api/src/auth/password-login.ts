import {
  clearExpiredLock,
  findLoginAccount,
  type LoginAccount,
  lockAccount,
  recordFailedPassword,
  resetFailedPasswords,
} from '../data/login-account-repository.ts';
import type { SignInDevice } from '../rules/account-activity.ts';
import { gateAttempt, lockedUntilAfterFailure, standingAt } from '../rules/lockout.ts';
import {
  captchaMissingBody,
  type LoginFailureBody,
  lockedBody,
  notActivatedBody,
  wrongPasswordBody,
} from '../rules/login-failure.ts';
import { signsInThrough } from '../rules/portal-client.ts';
import { base32Encode, otpauthUrl, TOTP_SECRET_BYTES } from '../rules/totp-secret.ts';
import { twoFactorStep } from '../rules/two-factor.ts';
import { verifyPassword } from '../seed/password-hash.ts';
import { spendPasswordCheck } from './dummy-password-check.ts';
import { startSession, type TokenResponse } from './token-service.ts';

/**
 * What a sign-in that proves a password sends: the credentials, and the client whose portal it came
 * through (rules/portal-client.ts).
 */
export type LoginAttempt = {
  email: string;
  password: string;
  recaptcha: string | null;
  portalClient: string | null;
};

export type LoginOutcome =
  | { kind: 'signed-in'; tokens: TokenResponse }
  | { kind: 'validate-2fa' }
  | { kind: 'setup-2fa'; secret: string; url: string }
  | { kind: 'not-this-portal' }
  | { kind: 'failed'; body: LoginFailureBody };

const failed = (body: LoginFailureBody): LoginOutcome => ({ kind: 'failed', body });

/** The password step of signing in, with the lockout and captcha rules of DEMO-DATA "Rules". */
export async function attemptPasswordLogin(
  db: D1Database,
  attempt: LoginAttempt,
  device: SignInDevice,
  nowMs: number,
): Promise<LoginOutcome> {
  const proof = await provePassword(db, attempt, nowMs);
  if (proof.kind === 'failed') {
    return failed(proof.body);
  }
  if (proof.kind === 'not-this-portal') {
    return proof;
  }
  return continueSignIn(db, proof.account, device, nowMs);
}

/** Why a password did not prove the account, for callers that word the failure their own way. */
export type PasswordFailure = 'wrong-password' | 'locked' | 'captcha-missing' | 'not-activated';

export type PasswordCheck =
  | { kind: 'proven'; account: LoginAccount }
  | { kind: 'failed'; reason: PasswordFailure; body: LoginFailureBody };

/** A sign-in's password check: a right password through another client's portal proves nothing. */
export type PasswordProof = PasswordCheck | { kind: 'not-this-portal' };

const refused = (reason: PasswordFailure, body: LoginFailureBody): PasswordCheck => ({
  kind: 'failed',
  reason,
  body,
});

/**
 * Checks an e-mail and password under the lockout rules: every call that takes a password (the
 * login, and the two-factor calls that carry it along) counts towards the same lock. A proven
 * person is then held to their own client's portal: only someone who knows the password learns
 * that this is not it.
 */
export async function provePassword(
  db: D1Database,
  attempt: LoginAttempt,
  nowMs: number,
): Promise<PasswordProof> {
  const account = await findLoginAccount(db, attempt.email);
  if (!account) {
    await spendPasswordCheck(attempt.password);
    // Indistinguishable from a first wrong password of a real account.
    return refused('wrong-password', wrongPasswordBody(0));
  }
  const proof = await checkAccountPassword(db, account, attempt.password, attempt.recaptcha !== null, nowMs);
  if (proof.kind === 'proven' && !signsInThrough(account.clientSlug, attempt.portalClient)) {
    return { kind: 'not-this-portal' };
  }
  return proof;
}

/**
 * Checks the password of a known account under the lockout rules. hasRecaptcha says whether the
 * caller passed a captcha (or is a signed-in person re-entering their password, who is asked none).
 */
export async function checkAccountPassword(
  db: D1Database,
  account: LoginAccount,
  password: string,
  hasRecaptcha: boolean,
  nowMs: number,
): Promise<PasswordCheck> {
  if (account.passwordHash === null) {
    // No password to match (not activated yet): answered and timed as a wrong one.
    await spendPasswordCheck(password);
    return refused('wrong-password', wrongPasswordBody(0));
  }
  const standing = standingAt(account, nowMs);
  if (standing.lockExpired && account.lockedUntil !== null) {
    await clearExpiredLock(db, account.id, account.lockedUntil);
  }
  const gate = gateAttempt(standing, hasRecaptcha);
  if (gate === 'locked') {
    return refused('locked', lockedBody());
  }
  if (gate === 'captcha-missing') {
    return refused('captcha-missing', captchaMissingBody());
  }

  if (!(await verifyPassword(password, account.passwordHash))) {
    const body = await countFailure(db, account.id, nowMs);
    return refused(body.userAccountLocked ? 'locked' : 'wrong-password', body);
  }
  // The failure count is of consecutive wrong passwords, so any right one ends the run.
  await resetFailedPasswords(db, account.id);
  // Checked only after the password, so the account's state is told only to someone who knows it.
  if (!account.activated) {
    return refused('not-activated', notActivatedBody());
  }
  return { kind: 'proven', account };
}

async function countFailure(db: D1Database, userId: number, nowMs: number): Promise<LoginFailureBody> {
  const failures = await recordFailedPassword(db, userId);
  const lockedUntil = lockedUntilAfterFailure(failures, nowMs);
  if (lockedUntil === null) {
    return wrongPasswordBody(failures);
  }
  await lockAccount(db, userId, lockedUntil);
  return lockedBody();
}

export type SignedInOrSecondStep = Exclude<LoginOutcome, { kind: 'failed' } | { kind: 'not-this-portal' }>;

/**
 * What follows a proven password on an activated account (a login, or an activation that just set
 * the password): the two-factor step the account needs, or a new session.
 */
export async function continueSignIn(
  db: D1Database,
  account: LoginAccount,
  device: SignInDevice,
  nowMs: number,
): Promise<SignedInOrSecondStep> {
  const step = twoFactorStep({
    userType: account.userType,
    hasTotpSecret: account.totpSecret !== null,
    clientTwoFactorMode: account.clientTwoFactorMode,
  });
  if (step === 'validate') {
    return { kind: 'validate-2fa' };
  }
  if (step === 'setup') {
    // Not stored: the setup call sends the secret back with the first code (spec section 7, Setup).
    // 'setup' needs an enforcing client, so the issuer fallback only satisfies the type.
    const secret = base32Encode(crypto.getRandomValues(new Uint8Array(TOTP_SECRET_BYTES)));
    return { kind: 'setup-2fa', secret, url: otpauthUrl(account.clientName ?? 'C8', account.email, secret) };
  }
  const signIn = { method: 'password', device } as const;
  return { kind: 'signed-in', tokens: await startSession(db, account.id, signIn, nowMs) };
}
