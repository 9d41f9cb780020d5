import { sendMail } from '../data/outbox-repository.ts';
import { findRecoveryAccountByEmail } from '../data/recovery-account-repository.ts';
import { findResetToken, insertResetToken, type StoredResetToken } from '../data/reset-token-repository.ts';
import { linkStanding } from '../rules/link-standing.ts';
import { RESET_LINK_TTL_MINUTES, resetPasswordMail } from '../rules/recovery-mail.ts';
import { hashToken, looksLikeToken, newToken } from '../rules/token-codec.ts';

/**
 * Forgotten password: e-mails a reset link to an activated password account. Anyone else gets no
 * e-mail, but the same token work is done, so neither the answer nor its timing tells them apart.
 */
export async function requestPasswordReset(db: D1Database, email: string, nowMs: number): Promise<void> {
  const account = await findRecoveryAccountByEmail(db, email);
  const token = newToken();
  const tokenHash = await hashToken(token);
  if (!account?.activated || account.passwordHash === null) {
    return;
  }
  const createdAt = new Date(nowMs).toISOString();
  await insertResetToken(db, {
    tokenHash,
    userId: account.id,
    createdAt,
    expiresAt: new Date(nowMs + RESET_LINK_TTL_MINUTES * 60_000).toISOString(),
  });
  await sendMail(db, { to: account.email, ...resetPasswordMail(account, token), created_at: createdAt });
}

export type ResetTokenStanding =
  | { kind: 'live'; token: StoredResetToken }
  | { kind: 'expired' }
  // Unknown and spent links answer alike, so a spent link tells nothing more than a made-up one.
  | { kind: 'invalid' };

export async function resolveResetToken(
  db: D1Database,
  presented: string,
  nowMs: number,
): Promise<ResetTokenStanding> {
  if (!looksLikeToken(presented)) {
    return { kind: 'invalid' };
  }
  const stored = await findResetToken(db, await hashToken(presented));
  switch (linkStanding(stored, nowMs)) {
    case 'live':
      return stored ? { kind: 'live', token: stored } : { kind: 'invalid' };
    case 'expired':
      return { kind: 'expired' };
    default:
      return { kind: 'invalid' };
  }
}
