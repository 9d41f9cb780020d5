import type { HonoRequest } from 'hono';
import { createMiddleware } from 'hono/factory';
import { type AccessSession, authenticateAccessToken } from '../auth/token-service.ts';
import type { AppEnv } from '../env.ts';
import { bearerTokenFrom } from '../rules/bearer-token.ts';
import { legacyError } from './legacy-error.ts';

/** The environment of routes behind requireBearer: the session is always set. */
export type AuthedEnv = AppEnv & { Variables: { session: AccessSession } };

/** The session of the request's bearer token (Authorization or X-Bearer-Token), if it is live. */
export async function sessionOf(db: D1Database, request: HonoRequest): Promise<AccessSession | null> {
  const token = bearerTokenFrom(request.header('authorization'), request.header('x-bearer-token'));
  return token === null ? null : authenticateAccessToken(db, token, Date.now());
}

// A plain Response, so routes of any Hono environment can answer with it.
export function unauthenticated(): Response {
  return Response.json(legacyError('Unauthenticated'), { status: 401 });
}

/** Answers 401 Unauthenticated unless the request carries a live access token. */
export const requireBearer = createMiddleware<AuthedEnv>(async (c, next) => {
  const session = await sessionOf(c.env.DB, c.req);
  if (!session) {
    return unauthenticated();
  }
  c.set('session', session);
  await next();
});
