import { Hono } from 'hono';
import { z } from 'zod';
import { apiError } from '../http/api-errors';
import type { AppEnv } from '../http/app-env';
import { validate } from '../http/validation';
import { toOutbox, upstreamOutboxSchema } from '../upstream/recovery-responses';
import { readUpstream } from '../upstream/upstream-json';

/**
 * Development-only helpers (DEMO-DATA.md): 404 unless ENVIRONMENT is development. They forward to
 * fixed reference API paths; nothing from the request chooses the upstream path.
 */
export const devRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    if (c.env.ENVIRONMENT !== 'development') return c.json(apiError('Not found', 'not_found'), 404);
    await next();
  })
  .post('/revoke-sessions', validate('json', z.object({ email: z.string().email() })), async (c) => {
    const response = await c.var.upstream.send('v2', '/__dev/revoke-sessions', {
      method: 'POST',
      body: JSON.stringify(c.req.valid('json')),
    });
    return c.body(null, response.status === 204 ? 204 : 502);
  })
  /** The newest e-mails the reference API "sent" to an address: reset links, activation, welcome. */
  .get('/outbox', validate('query', z.object({ to: z.string().email() })), async (c) => {
    const { to } = c.req.valid('query');
    const response = await c.var.upstream.send('v2', `/__dev/outbox?to=${encodeURIComponent(to)}`);
    return c.json(toOutbox(await readUpstream(response, upstreamOutboxSchema)));
  });
