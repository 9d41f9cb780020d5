import { createMiddleware } from 'hono/factory';
import { type AnswerHeader, setAnswerHeaders } from '../http/answer-headers';
import type { AppEnv } from '../http/app-env';
import { clearedSessionCookieHeader, sessionCookieHeader } from '../session/session-cookie';
import { SessionState } from '../session/session-state';
import {
  checkSession,
  handedSessionOf,
  lastSeenIsDue,
  openSessionOf,
  sealForCookie,
} from '../session/session-store';

/**
 * Opens the session cookie for /api routes and, after the route, writes it back: re-sealed with a
 * new last-seen time (the idle timeout slides with use), replaced, or cleared. An unchanged session
 * seen less than a minute ago keeps the cookie it came with (decision 012).
 */
export const sessionMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const now = c.get('deps').now();
  const cookieHeader = c.req.header('cookie');
  const context = { env: c.env, tenant: c.get('tenant'), now };
  // A page's in-process call carries the session its navigation opened, sealed into its cookie.
  const handed = handedSessionOf(c.req.raw);
  const opened = handed
    ? { data: await checkSession(handed, context), arrivedWithCookie: true }
    : await openSessionOf(cookieHeader, context);
  const state = new SessionState(opened.data, opened.arrivedWithCookie);
  c.set('session', state);
  await next();
  const headers: AnswerHeader[] = [['cache-control', 'no-store']];
  if (state.data) {
    if (state.changed || lastSeenIsDue(state.data, now)) {
      const sealed = await sealForCookie({ ...state.data, lastSeenAt: now }, c.env);
      headers.push(['set-cookie', sessionCookieHeader(sealed), 'append']);
    }
  } else if (state.changed || state.arrivedWithCookie) {
    headers.push(['set-cookie', clearedSessionCookieHeader(), 'append']);
  }
  setAnswerHeaders(c, headers);
});

/** For routes of signed-in people only: no session answers 401 before anything else is read. */
export const requireSignedIn = createMiddleware<AppEnv>(async (c, next) => {
  c.get('session').require();
  await next();
});
