import {
  disableTwoFactor,
  enablePendingSecret,
  findTwoFactorAccount,
  storePendingSecret,
  type TwoFactorChange,
} from '../data/two-factor-repository.ts';
import { verifyTotp } from '../rules/totp.ts';
import { base32Encode, otpauthUrl, TOTP_SECRET_BYTES } from '../rules/totp-secret.ts';
import type { TwoFactorErrorCode } from '../rules/two-factor-errors.ts';

export type ProfileTwoFactorResult<T> = { ok: true; value: T } | { ok: false; code: TwoFactorErrorCode };

const refused = (code: TwoFactorErrorCode) => ({ ok: false, code }) as const;

// The issuer authenticator apps list the account under; support staff have no client.
const DEFAULT_ISSUER = 'C8';

/**
 * Starts switching two-factor on from the profile: a new secret waits as pending until a code of it
 * is confirmed, so an abandoned enrolment leaves the account as it was. Refused while two-factor is
 * on: replacing a working secret without a code of it would let a stolen session rebind it.
 */
export async function startEnrolment(
  db: D1Database,
  userId: number,
): Promise<ProfileTwoFactorResult<{ secret: string; url: string }>> {
  const account = await findTwoFactorAccount(db, userId);
  if (!account) {
    return refused('not_set_up');
  }
  if (account.totpSecret !== null) {
    return refused('already_set_up');
  }
  const secret = base32Encode(crypto.getRandomValues(new Uint8Array(TOTP_SECRET_BYTES)));
  await storePendingSecret(db, userId, secret);
  return {
    ok: true,
    value: { secret, url: otpauthUrl(account.clientName ?? DEFAULT_ISSUER, account.email, secret) },
  };
}

/**
 * Checks a code of the pending secret: 'temporary' only says it is right; 'complete' switches
 * two-factor on with it and spends the code's step.
 */
export async function confirmEnrolment(
  db: D1Database,
  change: TwoFactorChange,
  code: string,
  type: 'temporary' | 'complete',
): Promise<ProfileTwoFactorResult<'verified' | 'enabled'>> {
  const account = await findTwoFactorAccount(db, change.userId);
  if (account?.totpSecret != null) {
    return refused('already_set_up');
  }
  if (!account?.pendingSecret) {
    return refused('no_pending_setup');
  }
  const verdict = await verifyTotp(account.pendingSecret, code, change.nowMs, account.lastStep);
  if (!verdict.ok) {
    return refused(verdict.reason === 'reused' ? 'code_already_used' : 'invalid_code');
  }
  if (type === 'temporary') {
    return { ok: true, value: 'verified' };
  }
  if (!(await enablePendingSecret(db, change, account.pendingSecret, verdict.step))) {
    // A concurrent confirmation or a new enrolment got there first.
    return refused('code_already_used');
  }
  return { ok: true, value: 'enabled' };
}

/** Switches two-factor off (with the reason the person gave) and forgets every secret. */
export async function switchOff(db: D1Database, change: TwoFactorChange, reason: string): Promise<void> {
  await disableTwoFactor(db, change, reason);
}
