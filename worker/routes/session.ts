import { Hono } from 'hono';
import { z } from 'zod';
import { sessionResponseSchema } from '#contract/auth';
import { answers } from '../http/answers';
import type { AppEnv } from '../http/app-env';
import { sessionClientOf } from '../session/session-client';
import { sessionEndsAt } from '../session/session-policy';
import { callAsUser } from '../upstream/authorized-calls';
import { signOutUrlOf, toSessionSummary, upstreamSetupSchema } from '../upstream/login-responses';
import { readUpstream } from '../upstream/upstream-json';

export const sessionRoutes = new Hono<AppEnv>()
  /** The summary as the upstream has it now (after a profile or terms change elsewhere). */
  .get('/', answers(sessionResponseSchema), async (c) => {
    const setup = await readUpstream(await callAsUser(c, 'v2', '/login/setup'), upstreamSetupSchema);
    const current = c.var.session.require();
    const { masquerade } = current;
    const signOutUrl = signOutUrlOf(setup, String(c.env.ENVIRONMENT));
    const session = c.var.session.update({
      schemeId: setup.client?.scheme?.id ?? null,
      client: sessionClientOf(setup),
      ssoLogoutUrl: signOutUrl,
      summary: toSessionSummary(setup, masquerade, signOutUrl, sessionEndsAt(current)),
    });
    return c.json({ session: session.summary });
  })
  /** Keep-alive from the idle prompt's 'Stay logged in'. */
  .post('/ping', async (c) => {
    await readUpstream(await callAsUser(c, 'v1', '/ping'), z.unknown());
    return c.body(null, 204);
  });
