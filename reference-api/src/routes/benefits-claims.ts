import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { readClaimForm, receiptName } from '../benefits/claim-form.ts';
import { findEligibleBenefit } from '../benefits/eligible-benefits.ts';
import { findClaims, insertClaim } from '../data/claim-repository.ts';
import { findNewestSelection } from '../data/selection-repository.ts';
import { type AuthedEnv, requireBearer } from '../http/bearer-auth.ts';
import { BENEFIT_NOT_FOUND, refuse } from '../http/benefit-refusal.ts';
import { parsePathId } from '../http/path-id.ts';
import { toClaimBody } from '../presenters/claim-body.ts';
import { CLAIM_FORM_OVERHEAD_BYTES, CLAIM_MESSAGES, RECEIPT_MAX_BYTES } from '../rules/claim-receipt.ts';

/**
 * The benefit the path names, if the person may claim against it: eligible (else 404, as for every
 * benefits call) and with a live selection (else 409: the benefit exists, the claim does not fit).
 */
async function claimableBenefit(db: D1Database, userId: number, idText: string): Promise<Response | number> {
  const benefitId = parsePathId(idText);
  const eligible = benefitId === null ? null : await findEligibleBenefit(db, userId, benefitId);
  if (!eligible) return refuse(BENEFIT_NOT_FOUND);
  const selection = await findNewestSelection(db, userId, eligible.benefit.id);
  if (selection?.status !== 'live') return refuse({ status: 409, message: CLAIM_MESSAGES.notLive });
  return eligible.benefit.id;
}

/** Claims with a receipt, on the v1 host. The receipt's bytes go to the RECEIPTS bucket. */
export const claimRoutes = new Hono<AuthedEnv>()
  .post(
    '/benefit/:id/claims',
    requireBearer,
    // A body larger than any acceptable form is refused while it arrives, before it is parsed.
    bodyLimit({
      maxSize: RECEIPT_MAX_BYTES + CLAIM_FORM_OVERHEAD_BYTES,
      onError: () => refuse({ status: 413, message: CLAIM_MESSAGES.tooLarge }),
    }),
    async (c) => {
      const { userId } = c.var.session;
      const benefitId = await claimableBenefit(c.env.DB, userId, c.req.param('id'));
      if (benefitId instanceof Response) return benefitId;
      const outcome = await readClaimForm(c.req.raw);
      if (!outcome.ok) return refuse(outcome.refusal);
      const { amount, description, receipt, receiptType } = outcome.form;
      // A fresh key per upload: the object is never overwritten and names no one.
      const receiptKey = `receipts/${crypto.randomUUID()}`;
      await c.env.RECEIPTS.put(receiptKey, receipt.stream(), {
        httpMetadata: { contentType: receiptType },
        customMetadata: { userId: String(userId), benefitId: String(benefitId) },
      });
      try {
        const claim = await insertClaim(c.env.DB, {
          userId,
          benefitId,
          amount,
          description,
          receiptKey,
          receiptName: receiptName(receipt),
          receiptType,
          receiptSize: receipt.size,
          createdAt: new Date().toISOString(),
        });
        return c.json(toClaimBody(claim), 201);
      } catch (error) {
        // No row, no object: a receipt nobody can reach is only a cost.
        await c.env.RECEIPTS.delete(receiptKey);
        throw error;
      }
    },
  )
  .get('/benefit/:id/claims', requireBearer, async (c) => {
    const { userId } = c.var.session;
    const benefitId = await claimableBenefit(c.env.DB, userId, c.req.param('id'));
    if (benefitId instanceof Response) return benefitId;
    const claims = await findClaims(c.env.DB, userId, benefitId);
    return c.json(claims.map(toClaimBody), 200);
  });
