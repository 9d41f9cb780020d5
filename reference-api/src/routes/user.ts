import { Hono } from 'hono';
import { z } from 'zod';
import {
  acceptCurrentTerms,
  findProfile,
  type NameChanges,
  updateNames,
} from '../data/profile-repository.ts';
import { type AuthedEnv, requireBearer, unauthenticated } from '../http/bearer-auth.ts';
import { readJsonBody } from '../http/json-body.ts';
import { legacyError } from '../http/legacy-error.ts';
import { toUserBody } from '../presenters/profile-body.ts';
import { checkPersonName } from '../rules/person-name.ts';

// Other fields are ignored: only the names are the user's to change here.
const nameChangeSchema = z.object({ first_name: z.unknown().optional(), surname: z.unknown().optional() });
const termsSchema = z.object({ termsAccepted: z.literal(true) });

type NameFields = z.infer<typeof nameChangeSchema>;
type NameValidation = { ok: true; changes: NameChanges } | { ok: false; message: string };

function validateNameChanges(fields: NameFields): NameValidation {
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
  if (Object.keys(changes).length === 0) {
    return { ok: false, message: 'Provide first_name or surname to update' };
  }
  return { ok: true, changes };
}

/** The signed-in person's own account. */
export const userRoutes = new Hono<AuthedEnv>()
  .get('/user', requireBearer, async (c) => {
    const profile = await findProfile(c.env.DB, c.var.session.userId);
    return profile ? c.json(toUserBody(profile), 200) : unauthenticated();
  })
  .patch('/user', requireBearer, async (c) => {
    const fields = await readJsonBody(c, nameChangeSchema);
    if (!fields) {
      return c.json(legacyError('The request body must be a JSON object'), 400);
    }
    const validation = validateNameChanges(fields);
    if (!validation.ok) {
      return c.json(legacyError(validation.message), 422);
    }
    await updateNames(c.env.DB, c.var.session.userId, validation.changes);
    const profile = await findProfile(c.env.DB, c.var.session.userId);
    return profile ? c.json(toUserBody(profile), 200) : unauthenticated();
  })
  .patch('/user/terms', requireBearer, async (c) => {
    if (!(await readJsonBody(c, termsSchema))) {
      return c.json(legacyError('termsAccepted must be true'), 422);
    }
    const revision = await acceptCurrentTerms(c.env.DB, c.var.session.userId);
    if (revision === null) {
      return c.json(legacyError('There are no client terms to accept for this account'), 422);
    }
    return c.json({ site_terms_updated: false, terms_revision: revision }, 200);
  });
