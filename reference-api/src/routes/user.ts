import { Hono } from 'hono';
import { z } from 'zod';
import { checkNewPassword, setNewPassword } from '../auth/new-password.ts';
import {
  acceptCurrentTerms,
  type ContactChanges,
  type ContactDetails,
  findProfile,
  LANGUAGES,
  type NameChanges,
  setUserLanguage,
  updateContactDetails,
  updateNames,
} from '../data/profile-repository.ts';
import { findRecoveryAccountById } from '../data/recovery-account-repository.ts';
import { type AuthedEnv, requireBearer, unauthenticated } from '../http/bearer-auth.ts';
import { readJsonBody } from '../http/json-body.ts';
import { type FieldErrors, PASSWORD_CONFIRMATION_MISMATCH, readJsonForm } from '../http/json-form.ts';
import { legacyError } from '../http/legacy-error.ts';
import { userAgentField } from '../http/sign-in-device.ts';
import { toUserBody } from '../presenters/profile-body.ts';
import { storedUserAgent } from '../rules/account-activity.ts';
import { CONTACT_COLUMNS, contactColumnProblem, normalisePostcode } from '../rules/contact-details.ts';
import { PASSWORD_MESSAGES } from '../rules/password-policy.ts';
import { checkPersonName } from '../rules/person-name.ts';
import { verifyPassword } from '../seed/password-hash.ts';

// Other fields are ignored: only the names and contact details are the user's to change here.
const userChangeSchema = z.object({
  first_name: z.unknown().optional(),
  surname: z.unknown().optional(),
  phone: z.unknown().optional(),
  address_line_1: z.unknown().optional(),
  address_line_2: z.unknown().optional(),
  town: z.unknown().optional(),
  postcode: z.unknown().optional(),
});
// terms_revision: the revision of the terms the person read (GET /policies/terms-conditions), sent
// back with the acceptance (docs/decisions/049). Optional: a client that does not send it accepts
// whatever is current, as before.
const termsSchema = z.object({
  termsAccepted: z.literal(true),
  terms_revision: z.number().int().positive().optional(),
});
/** The terms changed between reading and accepting them. */
const STALE_TERMS = 'The terms and conditions have changed since they were shown. Please read them again.';
const passwordChangeSchema = z.object({
  current_password: z.string().min(1).max(256),
  password: z.string().min(1).max(256),
  password_confirmation: z.string().min(1).max(256),
  // The browser's, for the person's account activity (docs/decisions/063).
  user_agent: userAgentField,
});

type UserChange = z.infer<typeof userChangeSchema>;
type NameValidation = { ok: true; changes: NameChanges } | { ok: false; message: string };
type ContactValidation = { ok: true; changes: ContactChanges } | { ok: false; errors: FieldErrors };

const INVALID_DATA = 'The given data was invalid.';

function validateNameChanges(fields: UserChange): NameValidation {
  const changes: NameChanges = {};
  for (const field of ['first_name', 'surname'] as const) {
    if (fields[field] === undefined) {
      continue;
    }
    const check = checkPersonName(field, fields[field]);
    if (!check.ok) {
      return check;
    }
    changes[field] = check.value;
  }
  return { ok: true, changes };
}

/** Each contact field given is checked on its own, so every bad one gets its message at once. */
function validateContactChanges(fields: UserChange): ContactValidation {
  const changes: ContactChanges = {};
  const errors: FieldErrors = {};
  for (const column of CONTACT_COLUMNS satisfies ReadonlyArray<keyof ContactDetails>) {
    const raw = fields[column];
    if (raw === undefined) {
      continue;
    }
    if (raw !== null && typeof raw !== 'string') {
      errors[column] = [`The ${column.replaceAll('_', ' ')} field must be text.`];
      continue;
    }
    const value = (raw ?? '').trim();
    const problem = contactColumnProblem(column, value);
    if (problem) {
      errors[column] = [problem];
      continue;
    }
    changes[column] = value === '' ? null : column === 'postcode' ? normalisePostcode(value) : value;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, changes };
}

const languageSchema = z.object({ language: z.enum(LANGUAGES) });

/** The signed-in person's own account. */
export const userRoutes = new Hono<AuthedEnv>()
  .get('/user', requireBearer, async (c) => {
    const profile = await findProfile(c.env.DB, c.var.session.userId);
    return profile ? c.json(toUserBody(profile), 200) : unauthenticated();
  })
  .patch('/user', requireBearer, async (c) => {
    const fields = await readJsonBody(c, userChangeSchema);
    if (!fields) {
      return c.json(legacyError('The request body must be a JSON object'), 400);
    }
    const names = validateNameChanges(fields);
    if (!names.ok) {
      return c.json(legacyError(names.message), 422);
    }
    const contact = validateContactChanges(fields);
    if (!contact.ok) {
      return c.json({ error: INVALID_DATA, errors: contact.errors }, 422);
    }
    if (Object.keys(names.changes).length === 0 && Object.keys(contact.changes).length === 0) {
      return c.json(legacyError('Provide a field to update'), 422);
    }
    await updateNames(c.env.DB, c.var.session.userId, names.changes);
    await updateContactDetails(c.env.DB, c.var.session.userId, contact.changes);
    const profile = await findProfile(c.env.DB, c.var.session.userId);
    return profile ? c.json(toUserBody(profile), 200) : unauthenticated();
  })
  /**
   * A new password for the signed-in person: the current one proves it is them, and the new one
   * must pass the nine rules, history included (spec section 5). It ends every other session of
   * the account, and every act-as session and unspent link of the person; the session it was made
   * in goes on (docs/decisions/063). The person's activity shows the change.
   */
  .post('/user/password', requireBearer, async (c) => {
    // Support staff acting as someone must not be able to take over the account.
    if (c.var.session.masquerade) {
      return c.json(legacyError('A masquerade session cannot change the password'), 403);
    }
    const form = await readJsonForm(c, passwordChangeSchema);
    if (!form.ok) {
      return c.json({ changed: false, error: INVALID_DATA, errors: form.errors }, 422);
    }
    const { current_password, password, password_confirmation } = form.data;
    const account = await findRecoveryAccountById(c.env.DB, c.var.session.userId);
    if (!account || account.passwordHash === null) {
      return unauthenticated();
    }
    if (!(await verifyPassword(current_password, account.passwordHash))) {
      return c.json(
        {
          changed: false,
          error: PASSWORD_MESSAGES.currentWrong,
          errors: { current_password: [PASSWORD_MESSAGES.currentWrong] },
        },
        422,
      );
    }
    if (password !== password_confirmation) {
      return c.json(
        {
          changed: false,
          error: INVALID_DATA,
          errors: { password_confirmation: [PASSWORD_CONFIRMATION_MISMATCH] },
        },
        422,
      );
    }
    const policy = await checkNewPassword(c.env.DB, account, password);
    if (policy.failedMask !== 0) {
      return c.json({ changed: false, error: PASSWORD_MESSAGES.unmet, checks: policy.checks }, 422);
    }
    await setNewPassword(c.env.DB, account, password, {
      activate: false,
      nowMs: Date.now(),
      keepFamilyId: c.var.session.familyId,
      event: { userAgent: storedUserAgent(form.data.user_agent) },
    });
    return c.json({ changed: true }, 200);
  })
  /** The language the person chose with the portal's picker (docs/decisions/085). */
  .put('/user/language', requireBearer, async (c) => {
    const body = await readJsonBody(c, languageSchema);
    if (!body) {
      return c.json(legacyError(`language must be one of ${LANGUAGES.join(', ')}`), 422);
    }
    if (!(await setUserLanguage(c.env.DB, c.var.session.userId, body.language))) {
      return c.json(legacyError('This language is not available for your account'), 422);
    }
    return c.json({ language: body.language }, 200);
  })
  .patch('/user/terms', requireBearer, async (c) => {
    const body = await readJsonBody(c, termsSchema);
    if (!body) {
      return c.json(legacyError('termsAccepted must be true'), 422);
    }
    const result = await acceptCurrentTerms(c.env.DB, c.var.session.userId, body.terms_revision ?? null);
    if (result.kind === 'no-terms') {
      return c.json(legacyError('There are no client terms to accept for this account'), 422);
    }
    if (result.kind === 'stale') {
      return c.json({ ...legacyError(STALE_TERMS), terms_revision: result.current }, 409);
    }
    return c.json({ site_terms_updated: false, terms_revision: result.revision }, 200);
  });
