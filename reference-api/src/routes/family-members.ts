import { Hono } from 'hono';
import { z } from 'zod';
import {
  type FamilyMemberRecord,
  findFamilyMember,
  insertFamilyMember,
  listFamilyMembers,
  updateFamilyMember,
} from '../data/family-repository.ts';
import { type AuthedEnv, requireBearer } from '../http/bearer-auth.ts';
import { readJsonBody } from '../http/json-body.ts';
import { legacyError } from '../http/legacy-error.ts';
import { parsePathId } from '../http/path-id.ts';
import { toFamilyMemberBody } from '../presenters/family-body.ts';
import { validateFamilyMember } from '../rules/family-member.ts';

const bodySchema = z.record(z.string(), z.unknown());
const INVALID_DATA = 'The given data was invalid.';
const NOT_FOUND = 'Family member not found';

const today = () => new Date().toISOString().slice(0, 10);

/** A member's stored values in the saved fields' names, so a change may send only what it changes. */
function savedFieldsOf(member: FamilyMemberRecord): Record<string, unknown> {
  return {
    title: member.title,
    first_name: member.first_name,
    surname: member.surname,
    date_of_birth: member.date_of_birth,
    sex: member.gender_id,
    fmember_type: member.famtype_id,
    education_check: member.ft_edu_ends !== null,
    education: member.ft_edu_ends,
    registered_disabled: member.registered_disabled,
  };
}

/**
 * A person's family members (spec section 7, Family and life events): GET /user/family lists them
 * all, removed ones too; POST user/{id}/family-members adds one (the id must be the caller's own);
 * PATCH user/family-members/{id} edits one, and `active: false` removes it from the portal's list.
 */
export const familyMemberRoutes = new Hono<AuthedEnv>()
  .get('/user/family', requireBearer, async (c) => {
    const members = await listFamilyMembers(c.env.DB, c.var.session.userId);
    return c.json(members.map(toFamilyMemberBody), 200);
  })
  .post('/user/:userId/family-members', requireBearer, async (c) => {
    if (parsePathId(c.req.param('userId')) !== c.var.session.userId) {
      return c.json(legacyError('You can only add to your own family'), 403);
    }
    const body = await readJsonBody(c, bodySchema);
    if (!body) {
      return c.json(legacyError('The request body must be a JSON object'), 400);
    }
    const validation = validateFamilyMember(body, today());
    if (!validation.ok) {
      return c.json({ status: 'error', error: INVALID_DATA, errors: validation.errors }, 422);
    }
    const member = await insertFamilyMember(
      c.env.DB,
      c.var.session.userId,
      validation.fields,
      new Date().toISOString(),
    );
    return c.json({ status: 'success', familyMember: toFamilyMemberBody(member) }, 201);
  })
  .patch('/user/family-members/:memberId', requireBearer, async (c) => {
    const memberId = parsePathId(c.req.param('memberId'));
    const { userId } = c.var.session;
    const existing = memberId === null ? null : await findFamilyMember(c.env.DB, userId, memberId);
    if (memberId === null || !existing) {
      return c.json(legacyError(NOT_FOUND), 404);
    }
    const body = await readJsonBody(c, bodySchema);
    if (!body) {
      return c.json(legacyError('The request body must be a JSON object'), 400);
    }
    const active = body.active === undefined ? existing.active : body.active;
    if (typeof active !== 'boolean') {
      return c.json(
        {
          status: 'error',
          error: INVALID_DATA,
          errors: { active: ['The active field must be true or false.'] },
        },
        422,
      );
    }
    const validation = validateFamilyMember({ ...savedFieldsOf(existing), ...body }, today());
    if (!validation.ok) {
      return c.json({ status: 'error', error: INVALID_DATA, errors: validation.errors }, 422);
    }
    const member = await updateFamilyMember(
      c.env.DB,
      userId,
      memberId,
      { ...validation.fields, active },
      new Date().toISOString(),
    );
    return member
      ? c.json({ status: 'success', familyMember: toFamilyMemberBody(member) }, 200)
      : c.json(legacyError(NOT_FOUND), 404);
  });
