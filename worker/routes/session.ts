import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/app-env';
import { callAsUser } from '../upstream/authorized-calls';
import { toSessionSummary, upstreamSetupSchema } from '../upstream/login-responses';
import { readUpstream } from '../upstream/upstream-json';

export const sessionRoutes = new Hono<AppEnv>()
  /** The summary as the upstream has it now (after a profile or terms change elsewhere). */
  .get('/', async (c) => {
    const setup = await readUpstream(await callAsUser(c, 'v2', '/login/setup'), upstreamSetupSchema);
    const { masquerade } = c.var.session.require();
    const session = c.var.session.update({
      schemeId: setup.client?.scheme?.id ?? null,
      clientId: setup.client?.id ?? null,
      summary: toSessionSummary(setup, masquerade),
    });
    return c.json({ session: session.summary });
  })
  /** Keep-alive from the idle prompt's 'Stay logged in'. */
  .post('/ping', async (c) => {
    await readUpstream(await callAsUser(c, 'v1', '/ping'), z.unknown());
    return c.body(null, 204);
  });
