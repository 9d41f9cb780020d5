import { Hono } from 'hono';
import { z } from 'zod';
import { rotateRefreshToken } from '../auth/token-service.ts';
import type { AppEnv } from '../env.ts';
import { readJsonBody } from '../http/json-body.ts';
import { legacyError } from '../http/legacy-error.ts';

const refreshSchema = z.object({ refresh_token: z.string().min(1).max(512) });

/** POST /login/refresh: a new token pair for a refresh token, rotating it (spec section 7). */
export const loginRefreshRoutes = new Hono<AppEnv>().post('/login/refresh', async (c) => {
  const body = await readJsonBody(c, refreshSchema);
  if (!body) {
    return c.json(legacyError('refresh_token is required'), 400);
  }
  const tokens = await rotateRefreshToken(c.env.DB, body.refresh_token, Date.now());
  if (!tokens) {
    // Unknown, expired and replayed tokens are answered alike: the caller must sign in again.
    return c.json(legacyError('Invalid refresh token'), 401);
  }
  return c.json(tokens, 200);
});
