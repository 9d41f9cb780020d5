import { Hono } from 'hono';
import { benefitIdParamSchema } from '#contract/benefits';
import { CLAIM_BODY_MAX_BYTES, CLAIM_TEXTS } from '#contract/claim-rules';
import { claimListSchema, claimSchema } from '#contract/claims';
import { answers } from '../http/answers';
import { apiError } from '../http/api-errors';
import type { AppEnv } from '../http/app-env';
import { declaredLength, limitFetchBodyBytes } from '../http/byte-limit';
import { multipartFormType } from '../http/multipart-type';
import { validate } from '../http/validation';
import { requireSignedIn } from '../middleware/session';
import { callAsUser } from '../upstream/authorized-calls';
import { upstreamClaimListSchema, upstreamClaimSchemaMapped } from '../upstream/claim-responses';
import { UpstreamError } from '../upstream/upstream-client';
import { readUpstream } from '../upstream/upstream-json';

const tooLarge = () => apiError(CLAIM_TEXTS.tooLarge, 'too_large');

/**
 * Reads an upstream answer; a refusal of the upload's size or type keeps its status (413, 415),
 * which the app's general mapping would make a 400, so the SPA can tell them apart.
 */
async function readClaimAnswer<T>(response: Response, read: (response: Response) => Promise<T>) {
  try {
    return { ok: true as const, value: await read(response) };
  } catch (error) {
    if (error instanceof UpstreamError && (error.status === 413 || error.status === 415)) {
      const status: 413 | 415 = error.status;
      return { ok: false as const, status, body: error.body };
    }
    throw error;
  }
}

/**
 * Claims with a receipt against a benefit with a live selection (the make-a-claim panel, spec
 * 2.16). The upload is never buffered: the browser's body is counted on its way through to the
 * upstream, which parses the form and is the authority on the receipt's type.
 */
export const claimRoutes = new Hono<AppEnv>()
  .use(requireSignedIn)

  .get('/:benefitId/claims', answers(claimListSchema), validate('param', benefitIdParamSchema), async (c) => {
    const { benefitId } = c.req.valid('param');
    const response = await callAsUser(c, 'v1', `/benefit/${benefitId}/claims`);
    return c.json(await readUpstream(response, upstreamClaimListSchema, CLAIM_TEXTS.listFailed));
  })

  .post('/:benefitId/claims', answers(claimSchema), validate('param', benefitIdParamSchema), async (c) => {
    const { benefitId } = c.req.valid('param');
    const contentType = multipartFormType(c.req.header('content-type'));
    if (!contentType) {
      return c.json(apiError(CLAIM_TEXTS.notAForm, 'unsupported_media_type'), 415);
    }
    // A declared length over the limit is refused before a byte of the body is read.
    const length = declaredLength(c.req.header('content-length'));
    if (length !== null && length > CLAIM_BODY_MAX_BYTES) {
      return c.json(tooLarge(), 413);
    }
    const body = c.req.raw.body;
    if (!body) {
      return c.json(apiError(CLAIM_TEXTS.receiptMissing, 'validation_failed'), 422);
    }
    // The declared length may lie (or be absent with a chunked body): the count decides, and going
    // over it aborts the upstream request mid-stream.
    const overLimit = new AbortController();
    const response = await callAsUser(
      c,
      'v1',
      `/benefit/${benefitId}/claims`,
      {
        method: 'POST',
        headers: { 'content-type': contentType },
        body: limitFetchBodyBytes(body, CLAIM_BODY_MAX_BYTES, overLimit),
        signal: AbortSignal.any([c.req.raw.signal, overLimit.signal]),
      },
      { sendOnce: true },
    ).catch((error: unknown) => {
      if (overLimit.signal.aborted) return null;
      throw error;
    });
    if (!response || overLimit.signal.aborted) {
      return c.json(tooLarge(), 413);
    }
    const answer = await readClaimAnswer(response, (r) =>
      readUpstream(r, upstreamClaimSchemaMapped, CLAIM_TEXTS.failed),
    );
    return answer.ok ? c.json(answer.value, 201) : c.json(answer.body, answer.status);
  });
