import { Hono } from 'hono';
import { z } from 'zod';
import { apiError } from '../http/api-errors';
import type { AppEnv } from '../http/app-env';
import { validate } from '../http/validation';

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
  });
