import { Hono } from 'hono';
import { z } from 'zod';
import { findAllClaims, findOwnClaim } from '../data/claim-repository.ts';
import { recordDataDownload } from '../data/data-download-repository.ts';
import { type AuthedEnv, requireBearer } from '../http/bearer-auth.ts';
import { refuse } from '../http/benefit-refusal.ts';
import { readJsonBody } from '../http/json-body.ts';
import { legacyError } from '../http/legacy-error.ts';
import { parsePathId } from '../http/path-id.ts';
import { toClaimBody } from '../presenters/claim-body.ts';

const CLAIM_NOT_FOUND = { status: 404, message: 'Claim not found' } as const;
const RECEIPT_NOT_STORED = { status: 404, message: 'The receipt of this claim is not stored' } as const;
export const ACTED_AS_DOWNLOAD = 'Someone acting as a person cannot download their data';

// The user agent is what the person will recognise in their account activity; longer is cut, not refused.
const USER_AGENT_MAX = 512;
const downloadSchema = z.object({ user_agent: z.string().nullish() });

/**
 * A person's claims for the copy of their data (docs/decisions/058), on the v1 host with the other
 * claim calls: every claim whatever its benefit's selection is now, and each receipt's bytes as stored.
 */
export const claimExportRoutes = new Hono<AuthedEnv>()
  .get('/claims', requireBearer, async (c) => {
    const claims = await findAllClaims(c.env.DB, c.var.session.userId);
    return c.json(
      claims.map((claim) => ({ ...toClaimBody(claim), receipt_type: claim.receiptType })),
      200,
    );
  })
  /** The receipt as it was uploaded, streamed from the bucket; 404 when it was never stored. */
  .get('/claims/:id/receipt', requireBearer, async (c) => {
    const claimId = parsePathId(c.req.param('id'));
    const claim = claimId === null ? null : await findOwnClaim(c.env.DB, c.var.session.userId, claimId);
    if (!claim) return refuse(CLAIM_NOT_FOUND);
    const object = await c.env.RECEIPTS.get(claim.receiptKey);
    if (!object) return refuse(RECEIPT_NOT_STORED);
    return new Response(object.body, {
      status: 200,
      headers: {
        'content-type': claim.receiptType,
        'content-length': String(object.size),
        'cache-control': 'no-store',
      },
    });
  });

/**
 * POST /user/data-downloads on the v2 host: records that the person downloaded their data, so their
 * account activity shows it. Only the person themselves: an act-as session is refused.
 */
export const dataDownloadRoutes = new Hono<AuthedEnv>().post(
  '/user/data-downloads',
  requireBearer,
  async (c) => {
    const { userId, masquerade } = c.var.session;
    if (masquerade) return c.json(legacyError(ACTED_AS_DOWNLOAD), 403);
    const body = await readJsonBody(c, downloadSchema);
    if (!body) return c.json(legacyError('The request body must be a JSON object'), 400);
    const userAgent = body.user_agent?.trim().slice(0, USER_AGENT_MAX) || null;
    const download = await recordDataDownload(c.env.DB, { userId, userAgent, nowMs: Date.now() });
    return c.json({ id: download.id, occurred_at: new Date(download.createdAt).toISOString() }, 201);
  },
);
