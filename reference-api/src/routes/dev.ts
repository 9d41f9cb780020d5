import { Hono } from 'hono';
import { z } from 'zod';
import { listMailTo } from '../data/outbox-repository.ts';
import type { AppEnv } from '../env.ts';
import { errorBody } from '../http/error-body.ts';

const revokeBodySchema = z.object({ email: z.string().min(3) });
const outboxQuerySchema = z.object({ to: z.string().trim().min(3).max(254) });

// The newest e-mails are what a demo or test looks for; older ones only clutter the answer.
const OUTBOX_LIMIT = 20;

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
  })
  /** The newest e-mails "sent" to an address, newest first (DEMO-DATA, Development-only helpers). */
  .get('/__dev/outbox', async (c) => {
    const parsed = outboxQuerySchema.safeParse({ to: c.req.query('to') });
    if (!parsed.success) return c.json({ error: 'A to address is required' }, 400);
    return c.json(await listMailTo(c.env.DB, parsed.data.to, OUTBOX_LIMIT), 200);
  });
