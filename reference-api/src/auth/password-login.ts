import {
  clearExpiredLock,
  findLoginAccount,
  type LoginAccount,
  lockAccount,
  recordFailedPassword,
  resetFailedPasswords,
} from '../data/login-account-repository.ts';
import { gateAttempt, lockedUntilAfterFailure, standingAt } from '../rules/lockout.ts';
import {
  captchaMissingBody,
  type LoginFailureBody,
  lockedBody,
  notActivatedBody,
  wrongPasswordBody,
} from '../rules/login-failure.ts';
import { base32Encode, otpauthUrl, TOTP_SECRET_BYTES } from '../rules/totp-secret.ts';
import { twoFactorStep } from '../rules/two-factor.ts';
import { verifyPassword } from '../seed/password-hash.ts';
import { spendPasswordCheck } from './dummy-password-check.ts';
import { startSession, type TokenResponse } from './token-service.ts';

export type LoginAttempt = { email: string; password: string; recaptcha: string | null };

export type LoginOutcome =
  | { kind: 'signed-in'; tokens: TokenResponse }
  | { kind: 'validate-2fa' }
  | { kind: 'setup-2fa'; secret: string; url: string }
  | { kind: 'failed'; body: LoginFailureBody };

const failed = (body: LoginFailureBody): LoginOutcome => ({ kind: 'failed', body });

/** The password step of signing in, with the lockout and captcha rules of DEMO-DATA "Rules". */
export async function attemptPasswordLogin(
  db: D1Database,
  attempt: LoginAttempt,
  nowMs: number,
): Promise<LoginOutcome> {
  const account = await findLoginAccount(db, attempt.email);
  if (!account?.passwordHash) {
    await spendPasswordCheck(attempt.password);
    // Indistinguishable from a first wrong password of a real account.
    return failed(wrongPasswordBody(0));
  }

  const standing = standingAt(account, nowMs);
  if (standing.lockExpired && account.lockedUntil !== null) {
    await clearExpiredLock(db, account.id, account.lockedUntil);
  }
  const gate = gateAttempt(standing, attempt.recaptcha !== null);
  if (gate === 'locked') {
    return failed(lockedBody());
  }
  if (gate === 'captcha-missing') {
    return failed(captchaMissingBody());
  }

  if (!(await verifyPassword(attempt.password, account.passwordHash))) {
    return failed(await countFailure(db, account.id, nowMs));
  }
  // The failure count is of consecutive wrong passwords, so any right one ends the run.
  await resetFailedPasswords(db, account.id);
  return afterCorrectPassword(db, account, nowMs);
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

async function afterCorrectPassword(
  db: D1Database,
  account: LoginAccount,
  nowMs: number,
): Promise<LoginOutcome> {
  // Checked only after the password, so the account's state is told only to someone who knows it.
  if (!account.activated) {
    return failed(notActivatedBody());
  }
  return continueSignIn(db, account, nowMs);
}

export type SignedInOrSecondStep = Exclude<LoginOutcome, { kind: 'failed' }>;

/**
 * What follows a proven password on an activated account (a login, or an activation that just set
 * the password): the two-factor step the account needs, or a new session.
 */
export async function continueSignIn(
  db: D1Database,
  account: LoginAccount,
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
  return { kind: 'signed-in', tokens: await startSession(db, account.id, nowMs) };
}
