import type { Context, HonoRequest } from 'hono';
import { createMiddleware } from 'hono/factory';
import { type AccessSession, authenticateAccessToken } from '../auth/token-service.ts';
import {
  recordActAsExport,
  recordMasqueradeAction,
  takeBackActAsExport,
  takeBackMasqueradeAction,
} from '../data/masquerade-audit-repository.ts';
import type { AppEnv } from '../env.ts';
import { bearerTokenFrom } from '../rules/bearer-token.ts';
import {
  auditAction,
  exportOf,
  isChange,
  MASQUERADE_HEADER,
  MASQUERADE_SCHEME_YEAR_HEADER,
  masqueradeHeadersMatch,
  READ_ONLY_REFUSAL,
} from '../rules/masquerade.ts';
import { answeringRoute } from './answering-route.ts';
import { legacyError } from './legacy-error.ts';

/** The environment of routes behind requireBearer: the session is always set. */
export type AuthedEnv = AppEnv & { Variables: { session: AccessSession } };

/** Each request's bearer session, looked up once however many middlewares and routes ask. */
const sessionsOfRequests = new WeakMap<Request, Promise<AccessSession | null>>();

/**
 * The session of the request's bearer token (Authorization or X-Bearer-Token), if it is live. The
 * read-only guard and requireBearer both ask for a change: the token is authenticated (and its use
 * recorded) once per request.
 */
export function sessionOf(db: D1Database, request: HonoRequest): Promise<AccessSession | null> {
  let session = sessionsOfRequests.get(request.raw);
  if (!session) {
    const token = bearerTokenFrom(request.header('authorization'), request.header('x-bearer-token'));
    session = token === null ? Promise.resolve(null) : authenticateAccessToken(db, token, Date.now());
    sessionsOfRequests.set(request.raw, session);
  }
  return session;
}

// A plain Response, so routes of any Hono environment can answer with it.
export function unauthenticated(): Response {
  return Response.json(legacyError('Unauthenticated'), { status: 401 });
}

export const MASQUERADE_HEADERS_REQUIRED = 'Masquerade headers are required';

// What is answered when an act-as session's change or export cannot be recorded: it is not made.
export const NOT_RECORDED = 'This could not be recorded, so it was not done';

/**
 * Before any route: a change made with a read-only act-as token is refused (403, its code
 * read_only_session), whatever the route, even one that does not read the bearer (docs/decisions/062).
 * Reads, and the calls of NOT_A_CHANGE_CALLS, pass. Only a request that is a change and carries a
 * bearer token costs a token lookup.
 */
export const refuseReadOnlyChanges = createMiddleware<AppEnv>(async (c, next) => {
  if (!isChange(c.req.method, answeringRoute(c))) return next();
  const session = await sessionOf(c.env.DB, c.req);
  if (session?.masquerade?.readOnly) {
    return c.json({ ...legacyError(READ_ONLY_REFUSAL.error), code: READ_ONLY_REFUSAL.code }, 403);
  }
  return next();
});

/** The act-as record written before the route runs, and how to take it back. */
type WrittenRecord = { takeBack: () => Promise<void> };

/**
 * Writes the record of an act-as request before its route runs: a change ('METHOD path' in
 * masquerade_audit, which its trigger puts on the trail) or an export ('act-as-export' on the
 * trail). Null when the request needs none; throws, or answers 'unrecorded', when it cannot be written.
 */
async function recordFirst(
  c: Context<AuthedEnv>,
  session: AccessSession & { masquerade: NonNullable<AccessSession['masquerade']> },
): Promise<WrittenRecord | null | 'unrecorded'> {
  const db = c.env.DB;
  const route = answeringRoute(c);
  const entry = { familyId: session.familyId, targetUserId: session.userId, masquerade: session.masquerade };
  if (isChange(c.req.method, route)) {
    const id = await recordMasqueradeAction(db, {
      ...entry,
      action: auditAction(c.req.method, c.req.path),
      nowMs: Date.now(),
    });
    return { takeBack: () => takeBackMasqueradeAction(db, id) };
  }
  const exported = exportOf(c.req.method, route, c.req.query());
  if (!exported) return null;
  const url = new URL(c.req.url);
  const id = await recordActAsExport(db, {
    ...entry,
    name: exported.name,
    route: auditAction(c.req.method, `${url.pathname}${url.search}`),
    nowMs: Date.now(),
  });
  return id === null ? 'unrecorded' : { takeBack: () => takeBackActAsExport(db, id) };
}

/**
 * Answers 401 Unauthenticated unless the request carries a live access token. A masquerade session
 * must also name itself in the masquerade headers (403 otherwise); its responses carry X-Masquerade.
 * Its changes and exports fail closed (docs/decisions/062): the record is written before the route
 * runs, so a record that cannot be written refuses the request (500, nothing done), and it is
 * taken back when the route refuses or fails, so only what took effect stays recorded.
 */
export const requireBearer = createMiddleware<AuthedEnv>(async (c, next) => {
  const session = await sessionOf(c.env.DB, c.req);
  if (!session) {
    return unauthenticated();
  }
  const { masquerade } = session;
  c.set('session', session);
  if (!masquerade) {
    return next();
  }
  if (
    !masqueradeHeadersMatch(
      { userId: session.userId, schemeYear: masquerade.schemeYear },
      c.req.header(MASQUERADE_HEADER),
      c.req.header(MASQUERADE_SCHEME_YEAR_HEADER),
    )
  ) {
    return c.json(legacyError(MASQUERADE_HEADERS_REQUIRED), 403);
  }
  let record: Awaited<ReturnType<typeof recordFirst>>;
  try {
    record = await recordFirst(c, { ...session, masquerade });
  } catch (error) {
    console.error('reference-api: an act-as record could not be written', error);
    record = 'unrecorded';
  }
  if (record === 'unrecorded') {
    return c.json(legacyError(NOT_RECORDED), 500);
  }
  await next();
  c.res.headers.set(MASQUERADE_HEADER, String(session.userId));
  if (record && (c.res.status >= 400 || c.error !== undefined)) {
    await record.takeBack();
  }
});
