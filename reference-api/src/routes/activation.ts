import { Hono } from 'hono';
import { z } from 'zod';
import { type ActivationStanding, activationNeedsTwoFactor, resolveActivation } from '../auth/activation.ts';
import { checkNewPassword, setNewPassword } from '../auth/new-password.ts';
import { continueSignIn } from '../auth/password-login.ts';
import { spendActivation } from '../data/activation-repository.ts';
import { findLoginAccount } from '../data/login-account-repository.ts';
import { findRecoveryAccountById } from '../data/recovery-account-repository.ts';
import { renewActivationLink } from '../data/welcome-email-repository.ts';
import type { AppEnv } from '../env.ts';
import { PASSWORD_CONFIRMATION_MISMATCH, readJsonForm } from '../http/json-form.ts';
import { deviceOf, userAgentField } from '../http/sign-in-device.ts';
import { toSignInBody } from '../presenters/sign-in-body.ts';
import { INVALID_DATE_OF_BIRTH, parseDayFirstDate, parseYearFirstDate } from '../rules/date-of-birth.ts';
import { PASSWORD_MESSAGES } from '../rules/password-policy.ts';
import { notThisPortalRefusal, portalClientField, signsInThrough } from '../rules/portal-client.ts';
import { RECOVERY_MESSAGES } from '../rules/recovery-messages.ts';

const activationIdField = z.string().min(1).max(128);
const dobSchema = z.object({
  activation_id: activationIdField,
  date_of_birth: z.string().max(32),
  portalClient: portalClientField,
});
const activateSchema = z.object({
  activation_id: activationIdField,
  date_of_birth: z.string().max(32),
  password: z.string().min(1).max(256),
  password_confirmation: z.string().min(1).max(256),
  deviceToken: z.string().min(1).max(128),
  userAgent: userAgentField,
  portalClient: portalClientField,
});

const ACTIVATION_ERROR = { status: 'error', error: RECOVERY_MESSAGES.activationRequestFailed } as const;
/** An expired link's answer also says so, so the portal can offer a new one (docs/decisions/048). */
const EXPIRED_ACTIVATION_ERROR = { ...ACTIVATION_ERROR, link_expired: true } as const;
const LINK_REQUEST_ERROR = { status: 'error', error: RECOVERY_MESSAGES.activationLinkFailed } as const;

// An unknown link is 404; a used or expired one 410, with the same text (spec section 8, Activation).
function problemStatus(standing: Exclude<ActivationStanding, { kind: 'live' }>): 404 | 410 {
  return standing.kind === 'unknown' ? 404 : 410;
}

/** Activating a new account from its welcome e-mail (spec sections 2.7 and 7, Activation). */
export const activationRoutes = new Hono<AppEnv>()
  // Before /activation/:id, which would otherwise take 'dob' for an id.
  .post('/activation/dob', async (c) => {
    const form = await readJsonForm(c, dobSchema);
    if (!form.ok) {
      return c.json({ verified: false, errors: form.errors }, 422);
    }
    const standing = await resolveActivation(c.env.DB, form.data.activation_id, Date.now());
    if (standing.kind !== 'live') {
      return c.json(ACTIVATION_ERROR, problemStatus(standing));
    }
    const dateOfBirth = parseDayFirstDate(form.data.date_of_birth);
    if (dateOfBirth === null) {
      return c.json({ verified: false, errors: { date_of_birth: [INVALID_DATE_OF_BIRTH] } }, 422);
    }
    if (dateOfBirth !== standing.activation.user.dateOfBirth) {
      return c.json({ verified: false, error: RECOVERY_MESSAGES.dobMismatch }, 422);
    }
    // Link and date of birth prove the person: told at once if this is not their portal.
    if (!signsInThrough(standing.activation.user.clientSlug, form.data.portalClient)) {
      return notThisPortalRefusal();
    }
    return c.json({ verified: true }, 200);
  })
  /**
   * A new link for an expired one, e-mailed to the account's own address (docs/decisions/048). A
   * link that still works, was used, or was never issued gets none.
   */
  .post('/activation/:id/renew', async (c) => {
    const now = new Date();
    const standing = await resolveActivation(c.env.DB, c.req.param('id'), now.getTime());
    if (standing.kind === 'live') {
      return c.json(LINK_REQUEST_ERROR, 409);
    }
    if (standing.kind !== 'gone' || standing.reason !== 'expired') {
      return c.json(LINK_REQUEST_ERROR, problemStatus(standing));
    }
    const renewed = await renewActivationLink(c.env.DB, standing.userId, now);
    if (renewed.kind !== 'sent') {
      return c.json(LINK_REQUEST_ERROR, renewed.kind === 'registered' ? 410 : 404);
    }
    return c.json({ status: 'success', sent: true }, 200);
  })
  .post('/activation/:id', async (c) => {
    const standing = await resolveActivation(c.env.DB, c.req.param('id'), Date.now());
    if (standing.kind === 'gone' && standing.reason === 'expired') {
      return c.json(EXPIRED_ACTIVATION_ERROR, 410);
    }
    if (standing.kind !== 'live') {
      return c.json(ACTIVATION_ERROR, problemStatus(standing));
    }
    const { activation } = standing;
    return c.json(
      {
        status: 'success',
        first_name: activation.user.firstName,
        surname: activation.user.surname,
        email: activation.user.email,
        two_factor: activationNeedsTwoFactor(activation),
      },
      200,
    );
  })
  .post('/user/activate', async (c) => {
    const form = await readJsonForm(c, activateSchema);
    if (!form.ok) {
      return c.json({ error: RECOVERY_MESSAGES.reviewForm, errors: form.errors }, 422);
    }
    const { activation_id, date_of_birth, password, password_confirmation } = form.data;
    const db = c.env.DB;
    const nowMs = Date.now();
    const standing = await resolveActivation(db, activation_id, nowMs);
    if (standing.kind !== 'live') {
      return c.json(ACTIVATION_ERROR, problemStatus(standing));
    }
    const dateOfBirth = parseYearFirstDate(date_of_birth);
    if (dateOfBirth === null) {
      return c.json({ errors: { date_of_birth: [INVALID_DATE_OF_BIRTH] } }, 422);
    }
    if (dateOfBirth !== standing.activation.user.dateOfBirth) {
      return c.json({ error: RECOVERY_MESSAGES.dobMismatch }, 422);
    }
    // Before the link is spent or a password set: activating signs in, so only at the person's own portal.
    if (!signsInThrough(standing.activation.user.clientSlug, form.data.portalClient)) {
      return notThisPortalRefusal();
    }
    if (password !== password_confirmation) {
      return c.json(
        {
          error: RECOVERY_MESSAGES.reviewForm,
          errors: { password_confirmation: [PASSWORD_CONFIRMATION_MISMATCH] },
        },
        422,
      );
    }
    const account = await findRecoveryAccountById(db, standing.activation.user.id);
    if (!account) {
      return c.json(ACTIVATION_ERROR, 404);
    }
    const policy = await checkNewPassword(db, account, password);
    if (policy.failedMask !== 0) {
      return c.json({ error: PASSWORD_MESSAGES.unmet, checks: policy.checks }, 422);
    }
    // Spent first, so of two activations racing with one link only one sets the password.
    if (!(await spendActivation(db, activation_id, new Date(nowMs).toISOString()))) {
      return c.json(ACTIVATION_ERROR, 410);
    }
    await setNewPassword(db, account, password, { activate: true, nowMs, keepFamilyId: null, event: null });
    const loginAccount = await findLoginAccount(db, account.email);
    if (!loginAccount) {
      return c.json(ACTIVATION_ERROR, 404);
    }
    // The new password is proven: sign in as POST /login would, two-factor set-up included.
    return c.json(toSignInBody(await continueSignIn(db, loginAccount, deviceOf(form.data), nowMs)), 200);
  });
