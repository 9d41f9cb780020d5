import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env.ts';
import { errorBody } from '../http/error-body.ts';

const revokeBodySchema = z.object({ email: z.string().min(3) });

/**
 * Development and test helpers, answered only when ENVIRONMENT is development or test (the
 * portal exposes them at /__dev/*, also development only).
 */
export const devRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    if (c.env.ENVIRONMENT !== 'development' && c.env.ENVIRONMENT !== 'test') {
      return c.json(errorBody('Not found'), 404);
    }
    await next();
  })
  /** Revokes every token of an account, as an upstream would when it ends a user's sessions. */
  .post('/__dev/revoke-sessions', async (c) => {
    const parsed = revokeBodySchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ error: 'An email is required' }, 400);
    await c.env.DB.prepare(
      'UPDATE tokens SET revoked_at = ?1 WHERE revoked_at IS NULL AND user_id IN (SELECT id FROM users WHERE lower(email) = lower(?2))',
    )
      .bind(Date.now(), parsed.data.email)
      .run();
    return c.body(null, 204);
  });
