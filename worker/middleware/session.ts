import { createMiddleware } from 'hono/factory';
import { setAnswerHeader } from '../http/answer-headers';
import type { AppEnv } from '../http/app-env';
import {
  clearedSessionCookieHeader,
  readSessionCookie,
  sessionCookieHeader,
} from '../session/session-cookie';
import { SessionState } from '../session/session-state';
import { lastSeenIsDue, loadSession, sealForCookie } from '../session/session-store';

/**
 * Opens the session cookie for /api routes and, after the route, writes it back: re-sealed with a
 * new last-seen time (the idle timeout slides with use), replaced, or cleared. An unchanged session
 * seen less than a minute ago keeps the cookie it came with (decision 012).
 */
export const sessionMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const now = c.get('deps').now();
  const cookieHeader = c.req.header('cookie');
  const data = await loadSession(cookieHeader, { env: c.env, tenant: c.get('tenant'), now });
  const state = new SessionState(data, readSessionCookie(cookieHeader) !== null);
  c.set('session', state);
  await next();
  if (state.data) {
    if (state.changed || lastSeenIsDue(state.data, now)) {
      const sealed = await sealForCookie({ ...state.data, lastSeenAt: now }, c.env);
      setAnswerHeader(c, 'set-cookie', sessionCookieHeader(sealed), { append: true });
    }
  } else if (state.changed || state.arrivedWithCookie) {
    setAnswerHeader(c, 'set-cookie', clearedSessionCookieHeader(), { append: true });
  }
  setAnswerHeader(c, 'cache-control', 'no-store');
});

/** For routes of signed-in people only: no session answers 401 before anything else is read. */
export const requireSignedIn = createMiddleware<AppEnv>(async (c, next) => {
  c.get('session').require();
  await next();
});
