import type { HonoRequest } from 'hono';
import { createMiddleware } from 'hono/factory';
import { type AccessSession, authenticateAccessToken } from '../auth/token-service.ts';
import { recordMasqueradeAction } from '../data/masquerade-audit-repository.ts';
import type { AppEnv } from '../env.ts';
import { bearerTokenFrom } from '../rules/bearer-token.ts';
import {
  auditAction,
  isAuditedMethod,
  MASQUERADE_HEADER,
  MASQUERADE_SCHEME_YEAR_HEADER,
  masqueradeHeadersMatch,
} from '../rules/masquerade.ts';
import { legacyError } from './legacy-error.ts';

/**
 * The environment of routes behind requireBearer: the session is always set. A route that writes its
 * own masquerade audit line (logout's 'session-ended') sets masqueradeAudited, so the change is not
 * logged twice.
 */
export type AuthedEnv = AppEnv & { Variables: { session: AccessSession; masqueradeAudited: boolean } };

/** The session of the request's bearer token (Authorization or X-Bearer-Token), if it is live. */
export async function sessionOf(db: D1Database, request: HonoRequest): Promise<AccessSession | null> {
  const token = bearerTokenFrom(request.header('authorization'), request.header('x-bearer-token'));
  return token === null ? null : authenticateAccessToken(db, token, Date.now());
}

// A plain Response, so routes of any Hono environment can answer with it.
export function unauthenticated(): Response {
  return Response.json(legacyError('Unauthenticated'), { status: 401 });
}

export const MASQUERADE_HEADERS_REQUIRED = 'Masquerade headers are required';

/**
 * Answers 401 Unauthenticated unless the request carries a live access token. A masquerade session
 * must also name itself in the masquerade headers (403 otherwise); its responses carry X-Masquerade
 * and every change it makes is written to the audit log.
 */
export const requireBearer = createMiddleware<AuthedEnv>(async (c, next) => {
  const session = await sessionOf(c.env.DB, c.req);
  if (!session) {
    return unauthenticated();
  }
  const { masquerade } = session;
  if (
    masquerade &&
    !masqueradeHeadersMatch(
      { userId: session.userId, schemeYear: masquerade.schemeYear },
      c.req.header(MASQUERADE_HEADER),
      c.req.header(MASQUERADE_SCHEME_YEAR_HEADER),
    )
  ) {
    return c.json(legacyError(MASQUERADE_HEADERS_REQUIRED), 403);
  }
  c.set('session', session);
  c.set('masqueradeAudited', false);
  await next();
  if (!masquerade) {
    return;
  }
  c.res.headers.set(MASQUERADE_HEADER, String(session.userId));
  // Only what took effect: a refused change changed nothing worth logging.
  if (isAuditedMethod(c.req.method) && c.res.status < 400 && !c.get('masqueradeAudited')) {
    await recordMasqueradeAction(c.env.DB, {
      familyId: session.familyId,
      targetUserId: session.userId,
      masquerade,
      action: auditAction(c.req.method, c.req.path),
      nowMs: Date.now(),
    });
  }
});
