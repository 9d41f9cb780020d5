import { Hono } from 'hono';
import { z } from 'zod';
import { sessionResponseSchema } from '#contract/auth';
import { termsAcceptanceSchema } from '#contract/terms-requests';
import { TERMS_CHANGED } from '#contract/terms-rules';
import { answers } from '../http/answers';
import { apiError } from '../http/api-errors';
import type { AppEnv } from '../http/app-env';
import { validate } from '../http/validation';
import { callAsUser } from '../upstream/authorized-calls';
import { readUpstream } from '../upstream/upstream-json';

const upstreamTermsSchema = z.object({ site_terms_updated: z.boolean() });

export const accountRoutes = new Hono<AppEnv>().patch(
  '/terms',
  answers(sessionResponseSchema),
  validate('json', termsAcceptanceSchema),
  async (c) => {
    const { termsRevision } = c.req.valid('json');
    // The revision the screen showed goes back with the acceptance (decision 049).
    const response = await callAsUser(c, 'v2', '/user/terms', {
      method: 'PATCH',
      body: JSON.stringify({ termsAccepted: true, terms_revision: termsRevision }),
    });
    if (response.status === 409) return c.json(apiError(TERMS_CHANGED.message, TERMS_CHANGED.code), 409);
    const { site_terms_updated } = await readUpstream(response, upstreamTermsSchema);
    const session = c.var.session.require();
    const updated = c.var.session.update({
      summary: { ...session.summary, siteTermsUpdated: site_terms_updated },
    });
    return c.json({ session: updated.summary });
  },
);
