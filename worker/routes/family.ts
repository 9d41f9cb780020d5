import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { type FamilyMember, familyMemberIdParamSchema, familyMemberSchema } from '#contract/family';
import { familyMemberFormSchema } from '#contract/family-requests';
import { FAMILY_TEXTS } from '#contract/family-rules';
import { answers } from '../http/answers';
import type { AppEnv } from '../http/app-env';
import { fieldRefusal } from '../http/field-refusal';
import { validate } from '../http/validation';
import { requireSignedIn } from '../middleware/session';
import { callAsUser } from '../upstream/authorized-calls';
import {
  FAMILY_FIELD_NAMES,
  toSavedFamilyMember,
  upstreamFamilyListSchema,
  upstreamFamilySavedSchema,
} from '../upstream/family-responses';
import { fieldErrorsOf } from '../upstream/field-errors';
import { readUpstream } from '../upstream/upstream-json';

/** A saved member, or the upstream's field refusal under the form's names. */
async function savedMember(c: Context<AppEnv>, response: Response) {
  if (response.status === 422) {
    const fields = fieldErrorsOf(
      await response
        .clone()
        .json()
        .catch(() => null),
      FAMILY_FIELD_NAMES,
    );
    if (Object.keys(fields).length > 0) return fieldRefusal(c, fields);
  }
  return c.json<FamilyMember>(
    await readUpstream(response, upstreamFamilySavedSchema, FAMILY_TEXTS.saveFailed),
  );
}

/**
 * The person's family members (spec sections 3, 4, 7): the active ones listed, one added, edited or
 * removed (deactivated). The upstream user id comes from the session, never the request.
 */
export const familyRoutes = new Hono<AppEnv>()
  .use(requireSignedIn)
  .get('/', answers(z.array(familyMemberSchema)), async (c) =>
    c.json<FamilyMember[]>(
      await readUpstream(await callAsUser(c, 'v2', '/user/family'), upstreamFamilyListSchema),
    ),
  )

  .post('/', answers(familyMemberSchema), validate('json', familyMemberFormSchema), async (c) => {
    const { userId } = c.var.session.require();
    const response = await callAsUser(c, 'v2', `/user/${userId}/family-members`, {
      method: 'POST',
      body: JSON.stringify(toSavedFamilyMember(c.req.valid('json'))),
    });
    return savedMember(c, response);
  })

  .patch(
    '/:familyMemberId',
    answers(familyMemberSchema),
    validate('param', familyMemberIdParamSchema),
    validate('json', familyMemberFormSchema),
    async (c) => {
      const { familyMemberId } = c.req.valid('param');
      const response = await callAsUser(c, 'v2', `/user/family-members/${familyMemberId}`, {
        method: 'PATCH',
        body: JSON.stringify(toSavedFamilyMember(c.req.valid('json'), familyMemberId)),
      });
      return savedMember(c, response);
    },
  )

  /** Removing a member deactivates it: only active members are listed (spec section 3). */
  .post(
    '/:familyMemberId/deactivate',
    answers(familyMemberSchema),
    validate('param', familyMemberIdParamSchema),
    async (c) => {
      const { familyMemberId } = c.req.valid('param');
      const response = await callAsUser(c, 'v2', `/user/family-members/${familyMemberId}`, {
        method: 'PATCH',
        body: JSON.stringify({ familyMemberId, active: false }),
      });
      return c.json<FamilyMember>(
        await readUpstream(response, upstreamFamilySavedSchema, FAMILY_TEXTS.saveFailed),
      );
    },
  );
