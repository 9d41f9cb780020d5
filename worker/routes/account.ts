import { Hono } from 'hono';
import { z } from 'zod';
import { termsAcceptanceSchema } from '../contract/auth';
import type { AppEnv } from '../http/app-env';
import { validate } from '../http/validation';
import { callAsUser } from '../upstream/authorized-calls';
import { readUpstream } from '../upstream/upstream-json';

const upstreamTermsSchema = z.object({ site_terms_updated: z.boolean() });

export const accountRoutes = new Hono<AppEnv>().patch(
  '/terms',
  validate('json', termsAcceptanceSchema),
  async (c) => {
    const response = await callAsUser(c, 'v2', '/user/terms', {
      method: 'PATCH',
      body: JSON.stringify({ termsAccepted: true }),
    });
    const { site_terms_updated } = await readUpstream(response, upstreamTermsSchema);
    const session = c.var.session.require();
    const updated = c.var.session.update({
      summary: { ...session.summary, siteTermsUpdated: site_terms_updated },
    });
    return c.json({ session: updated.summary });
  },
);
