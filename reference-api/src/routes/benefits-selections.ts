import { Hono } from 'hono';
import { z } from 'zod';
import {
  changeSelection,
  createSelection,
  resetSelection,
  type SelectionOutcome,
  withdrawSelection,
} from '../benefits/selection-changes.ts';
import { findBenefitPerson } from '../data/benefit-person-repository.ts';
import { findClientBenefits } from '../data/benefit-repository.ts';
import { applyDueChanges, findNewestSelections } from '../data/selection-repository.ts';
import { type AuthedEnv, requireBearer } from '../http/bearer-auth.ts';
import {
  BENEFIT_NOT_FOUND,
  NOT_A_JSON_OBJECT,
  refuse,
  SELECTION_NOT_FOUND,
} from '../http/benefit-refusal.ts';
import { readJsonBody } from '../http/json-body.ts';
import { parsePathId } from '../http/path-id.ts';
import { type SelectionBody, toSelectionBody } from '../presenters/selection-body.ts';
import { isoDateOf } from '../rules/benefits-dates.ts';

// Every field is checked by the selection rules, which answer each with its own message.
const selectionSchema = z.object({
  value: z.unknown().optional(),
  partner_value: z.unknown().optional(),
  answers: z.unknown().optional(),
});
const changeSchema = selectionSchema.extend({ status: z.unknown().optional() });

/** GET /user/selections on the v2 host: the person's current selection of each benefit. */
export const selectionListRoutes = new Hono<AuthedEnv>().get('/user/selections', requireBearer, async (c) => {
  const { userId } = c.var.session;
  const person = await findBenefitPerson(c.env.DB, userId);
  if (person?.clientId == null) {
    return c.json([], 200);
  }
  await applyDueChanges(c.env.DB, userId, isoDateOf(Date.now()));
  const [selections, benefits] = await Promise.all([
    findNewestSelections(c.env.DB, userId),
    findClientBenefits(c.env.DB, person.clientId),
  ]);
  const body: SelectionBody[] = selections.flatMap((selection) => {
    const benefit = benefits.find((candidate) => candidate.id === selection.benefitId);
    return benefit ? [toSelectionBody(selection, benefit)] : [];
  });
  return c.json(body, 200);
});

/** Making and changing selections, on the v1 host. */
export const selectionRoutes = new Hono<AuthedEnv>()
  .post('/benefit/:id/selection', requireBearer, async (c) => {
    const benefitId = parsePathId(c.req.param('id'));
    if (benefitId === null) {
      return refuse(BENEFIT_NOT_FOUND);
    }
    const body = await readJsonBody(c, selectionSchema);
    if (!body) {
      return refuse(NOT_A_JSON_OBJECT);
    }
    return answer(await createSelection(c.env.DB, c.var.session.userId, benefitId, body, Date.now()), 201);
  })
  .patch('/selection/:selectionId', requireBearer, async (c) => {
    const selectionId = parsePathId(c.req.param('selectionId'));
    if (selectionId === null) {
      return refuse(SELECTION_NOT_FOUND);
    }
    const body = await readJsonBody(c, changeSchema);
    if (!body) {
      return refuse(NOT_A_JSON_OBJECT);
    }
    return answer(await changeSelection(c.env.DB, c.var.session.userId, selectionId, body, Date.now()), 200);
  })
  // The reset of spec section 7 (docs/decisions/046): a live selection's temporary selection goes.
  .post('/selection/:selectionId/reset', requireBearer, async (c) => {
    const selectionId = parsePathId(c.req.param('selectionId'));
    if (selectionId === null) {
      return refuse(SELECTION_NOT_FOUND);
    }
    return answer(await resetSelection(c.env.DB, c.var.session.userId, selectionId, Date.now()), 200);
  })
  // Withdrawing a request awaiting approval (docs/decisions/017).
  .delete('/selection/:selectionId', requireBearer, async (c) => {
    const selectionId = parsePathId(c.req.param('selectionId'));
    if (selectionId === null) {
      return refuse(SELECTION_NOT_FOUND);
    }
    const outcome = await withdrawSelection(c.env.DB, c.var.session.userId, selectionId);
    // 200 with a body: the portal reads 200, 201 and 202 as success (spec section 7).
    return outcome.ok ? c.json({ selection_id: selectionId, reset: true }, 200) : refuse(outcome.refusal);
  });

function answer(outcome: SelectionOutcome, status: 200 | 201): Response {
  return outcome.ok ? Response.json(outcome.selection, { status }) : refuse(outcome.refusal);
}
