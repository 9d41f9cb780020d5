import { Hono } from 'hono';
import { z } from 'zod';
import { resolveActivation } from '../auth/activation.ts';
import { passwordSubjectOfUser } from '../auth/new-password.ts';
import { resolveResetToken } from '../auth/password-reset.ts';
import type { AppEnv } from '../env.ts';
import { sessionOf } from '../http/bearer-auth.ts';
import { readJsonForm } from '../http/json-form.ts';
import {
  checkPasswordPolicy,
  NO_SUBJECT,
  PASSWORD_MESSAGES,
  type PasswordSubject,
} from '../rules/password-policy.ts';

const passwordCheckSchema = z.object({
  password: z.string().max(256),
  token: z.string().max(512).nullish(),
  activation_id: z.string().max(128).nullish(),
});

type CheckRequest = z.infer<typeof passwordCheckSchema>;

/**
 * Whose password this is: the reset link's account, else the activation's, else the signed-in
 * person's. A link that no longer works identifies nobody; the reset itself refuses it anyway.
 */
async function subjectOf(db: D1Database, request: CheckRequest, bearerUserId: () => Promise<number | null>) {
  const nowMs = Date.now();
  if (request.token) {
    const standing = await resolveResetToken(db, request.token, nowMs);
    if (standing.kind === 'live') {
      return passwordSubjectOfUser(db, standing.token.userId);
    }
  }
  if (request.activation_id) {
    const standing = await resolveActivation(db, request.activation_id, nowMs);
    if (standing.kind === 'live') {
      return passwordSubjectOfUser(db, standing.activation.user.id);
    }
  }
  const userId = await bearerUserId();
  return userId === null ? NO_SUBJECT : passwordSubjectOfUser(db, userId);
}

/** POST /password/check on the v2 host: the live rules checklist of a new password (spec section 5). */
export const passwordCheckRoutes = new Hono<AppEnv>().post('/password/check', async (c) => {
  const form = await readJsonForm(c, passwordCheckSchema);
  if (!form.ok) {
    return c.json({ error: PASSWORD_MESSAGES.unmet, errors: form.errors }, 422);
  }
  const subject: PasswordSubject = await subjectOf(c.env.DB, form.data, async () => {
    const session = await sessionOf(c.env.DB, c.req);
    return session?.userId ?? null;
  });
  const { checks, failedMask } = await checkPasswordPolicy(form.data.password, subject);
  if (failedMask !== 0) {
    return c.json({ data: { checks }, error: PASSWORD_MESSAGES.unmet }, 422);
  }
  return c.json({ data: { checks } }, 200);
});
