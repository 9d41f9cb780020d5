import { claimTotpStep, enableWithSecret } from '../data/two-factor-repository.ts';
import type { SignInDevice } from '../rules/account-activity.ts';
import { verifyTotp } from '../rules/totp.ts';
import { twoFactorStep } from '../rules/two-factor.ts';
import type { TwoFactorErrorCode } from '../rules/two-factor-errors.ts';
import { type LoginAttempt, type PasswordFailure, provePassword } from './password-login.ts';
import { startSession, type TokenResponse } from './token-service.ts';

export type TwoFactorLoginOutcome =
  | { kind: 'signed-in'; tokens: TokenResponse }
  | { kind: 'not-this-portal' }
  | { kind: 'refused'; code: TwoFactorErrorCode };

const refused = (code: TwoFactorErrorCode): TwoFactorLoginOutcome => ({ kind: 'refused', code });

// The password travels along with the code, so its failures are told in the same error list.
const PASSWORD_FAILURE_CODES: Record<PasswordFailure, TwoFactorErrorCode> = {
  'wrong-password': 'invalid_credentials',
  locked: 'account_locked',
  'captcha-missing': 'captcha_required',
  'not-activated': 'account_unavailable',
};

/**
 * The code step of signing in (POST /login/mfa): the password is proven again under the lockout
 * rules, since the first step's answer granted nothing, then the code is checked and its step spent.
 */
export async function signInWithCode(
  db: D1Database,
  attempt: LoginAttempt,
  code: string,
  device: SignInDevice,
  nowMs: number,
): Promise<TwoFactorLoginOutcome> {
  const proof = await provePassword(db, attempt, nowMs);
  if (proof.kind === 'failed') {
    return refused(PASSWORD_FAILURE_CODES[proof.reason]);
  }
  if (proof.kind === 'not-this-portal') {
    return proof;
  }
  const { account } = proof;
  if (account.totpSecret === null) {
    return refused('not_set_up');
  }
  const verdict = await verifyTotp(account.totpSecret, code, nowMs, account.totpLastStep);
  if (!verdict.ok) {
    return refused(verdict.reason === 'reused' ? 'code_already_used' : 'invalid_code');
  }
  // A concurrent sign-in with the same code may have spent the step since the account was read.
  if (!(await claimTotpStep(db, account.id, verdict.step))) {
    return refused('code_already_used');
  }
  const signIn = { method: 'authenticator-code', device } as const;
  return { kind: 'signed-in', tokens: await startSession(db, account.id, signIn, nowMs) };
}

/**
 * The 'complete' set-up of signing in (POST /login/mfa/setup): an account that must set two-factor
 * up (or has just been activated on a client that enforces it) proves its password and a code of
 * the secret it was given, which then becomes its secret; it is signed in.
 */
export async function completeSetupAndSignIn(
  db: D1Database,
  attempt: LoginAttempt,
  secret: string,
  code: string,
  device: SignInDevice,
  nowMs: number,
): Promise<TwoFactorLoginOutcome> {
  const proof = await provePassword(db, attempt, nowMs);
  if (proof.kind === 'failed') {
    return refused(PASSWORD_FAILURE_CODES[proof.reason]);
  }
  if (proof.kind === 'not-this-portal') {
    return proof;
  }
  const { account } = proof;
  const step = twoFactorStep({
    userType: account.userType,
    hasTotpSecret: account.totpSecret !== null,
    clientTwoFactorMode: account.clientTwoFactorMode,
  });
  if (step === 'validate') {
    return refused('already_set_up');
  }
  if (step !== 'setup') {
    return refused('setup_not_required');
  }
  const verdict = await verifyTotp(secret, code, nowMs, account.totpLastStep);
  if (!verdict.ok) {
    return refused(verdict.reason === 'reused' ? 'code_already_used' : 'invalid_code');
  }
  const change = { userId: account.id, actorUserId: null, nowMs };
  if (!(await enableWithSecret(db, change, secret, verdict.step))) {
    // Another set-up of the account finished first.
    return refused('already_set_up');
  }
  const signIn = { method: 'authenticator-code', device } as const;
  return { kind: 'signed-in', tokens: await startSession(db, account.id, signIn, nowMs) };
}
