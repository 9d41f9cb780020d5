import { Hono } from 'hono';
import { z } from 'zod';
import { checkNewPassword, setNewPassword } from '../auth/new-password.ts';
import { type ResetTokenStanding, resolveResetToken } from '../auth/password-reset.ts';
import { findRecoveryAccountById, type RecoveryAccount } from '../data/recovery-account-repository.ts';
import { spendResetToken } from '../data/reset-token-repository.ts';
import type { AppEnv } from '../env.ts';
import { PASSWORD_CONFIRMATION_MISMATCH, readJsonForm } from '../http/json-form.ts';
import { userAgentField } from '../http/sign-in-device.ts';
import { storedUserAgent } from '../rules/account-activity.ts';
import { INVALID_DATE_OF_BIRTH, parseDayFirstDate, parseYearFirstDate } from '../rules/date-of-birth.ts';
import { RECOVERY_MESSAGES } from '../rules/recovery-messages.ts';

const tokenField = z.string().min(1).max(512);
const dobSchema = z.object({ token: tokenField, date_of_birth: z.string().max(32) });
const resetSchema = z.object({
  token: tokenField,
  date_of_birth: z.string().max(32),
  password: z.string().min(1).max(256),
  password_confirmation: z.string().min(1).max(256),
  // The browser's, for the person's account activity (docs/decisions/063).
  user_agent: userAgentField,
});

type TokenProblem = { status: 404 | 410; error: string };

// 'Token has expired' makes the portal send the person back to ask for a new link (spec section 8).
function tokenProblem(standing: Exclude<ResetTokenStanding, { kind: 'live' }>): TokenProblem {
  return standing.kind === 'expired'
    ? { status: 410, error: RECOVERY_MESSAGES.tokenExpired }
    : { status: 404, error: RECOVERY_MESSAGES.linkExpiredOrInvalid };
}

const INVALID_LINK: TokenProblem = { status: 404, error: RECOVERY_MESSAGES.linkExpiredOrInvalid };

/** The account of a live reset link, or the problem with the link. */
async function accountOfLink(
  db: D1Database,
  token: string,
  nowMs: number,
): Promise<{ ok: true; account: RecoveryAccount; tokenId: number } | { ok: false; problem: TokenProblem }> {
  const standing = await resolveResetToken(db, token, nowMs);
  if (standing.kind !== 'live') {
    return { ok: false, problem: tokenProblem(standing) };
  }
  const account = await findRecoveryAccountById(db, standing.token.userId);
  return account ? { ok: true, account, tokenId: standing.token.id } : { ok: false, problem: INVALID_LINK };
}

/** The reset-password page's calls on the v2 host (spec section 7, Password reset). */
export const passwordResetRoutes = new Hono<AppEnv>()
  .post('/password-reset/check/:token', async (c) => {
    const standing = await resolveResetToken(c.env.DB, c.req.param('token'), Date.now());
    if (standing.kind !== 'live') {
      const { status, error } = tokenProblem(standing);
      return c.json({ valid: false, error }, status);
    }
    return c.json({ valid: true }, 200);
  })
  .post('/password-reset/dob', async (c) => {
    const form = await readJsonForm(c, dobSchema);
    if (!form.ok) {
      return c.json({ verified: false, errors: form.errors }, 422);
    }
    const link = await accountOfLink(c.env.DB, form.data.token, Date.now());
    if (!link.ok) {
      return c.json({ verified: false, error: link.problem.error }, link.problem.status);
    }
    const dateOfBirth = parseDayFirstDate(form.data.date_of_birth);
    if (dateOfBirth === null) {
      return c.json({ verified: false, errors: { date_of_birth: [INVALID_DATE_OF_BIRTH] } }, 422);
    }
    if (dateOfBirth !== link.account.dateOfBirth) {
      return c.json({ verified: false, error: RECOVERY_MESSAGES.dobMismatch }, 422);
    }
    return c.json({ verified: true }, 200);
  })
  .post('/password-reset', async (c) => {
    const form = await readJsonForm(c, resetSchema);
    if (!form.ok) {
      return c.json({ reset: false, error: RECOVERY_MESSAGES.reviewForm, errors: form.errors }, 422);
    }
    const { token, date_of_birth, password, password_confirmation } = form.data;
    const nowMs = Date.now();
    const link = await accountOfLink(c.env.DB, token, nowMs);
    if (!link.ok) {
      return c.json({ reset: false, error: link.problem.error }, link.problem.status);
    }
    const dateOfBirth = parseYearFirstDate(date_of_birth);
    if (dateOfBirth === null) {
      return c.json({ reset: false, errors: { date_of_birth: [INVALID_DATE_OF_BIRTH] } }, 422);
    }
    // The date is asked for again here: the page's earlier check proves nothing to this call.
    if (dateOfBirth !== link.account.dateOfBirth) {
      return c.json({ reset: false, error: RECOVERY_MESSAGES.dobMismatch }, 422);
    }
    if (password !== password_confirmation) {
      return c.json(
        {
          reset: false,
          error: RECOVERY_MESSAGES.reviewForm,
          errors: { password_confirmation: [PASSWORD_CONFIRMATION_MISMATCH] },
        },
        422,
      );
    }
    const policy = await checkNewPassword(c.env.DB, link.account, password);
    if (policy.failedMask !== 0) {
      return c.json({ reset: false, error: RECOVERY_MESSAGES.resetFailed, checks: policy.checks }, 422);
    }
    // Spent first, so of two resets racing with one link only one changes the password.
    if (!(await spendResetToken(c.env.DB, link.tokenId, new Date(nowMs).toISOString()))) {
      return c.json({ reset: false, error: INVALID_LINK.error }, INVALID_LINK.status);
    }
    // Every session and unspent sign-on link of the account ends; the activity shows the change.
    await setNewPassword(c.env.DB, link.account, password, {
      activate: false,
      nowMs,
      keepFamilyId: null,
      event: { userAgent: storedUserAgent(form.data.user_agent) },
    });
    return c.json({ reset: true, redirectURL: '/' }, 200);
  });
