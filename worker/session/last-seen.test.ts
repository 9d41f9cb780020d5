import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createApiClient, createTestPortal } from '#support/worker/test-portal.ts';
import { openSession } from './session-cookie';
import { SESSION_COOKIE_NAME } from './session-policy';
import { sessionKeyring } from './session-store';

const sessionCookieIn = (response: Response) =>
  response.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE_NAME}=`));

async function lastSeenAt(cookie: string | null): Promise<number> {
  const session = await openSession(cookie ?? '', sessionKeyring(env), Date.now() + 60 * 60 * 1000);
  if (!session) throw new Error('The cookie does not open');
  return session.lastSeenAt;
}

// Decision 012: an unchanged session is re-sealed only when its last-seen time is a minute old.
describe('the session cookie on requests that change nothing', () => {
  it('is kept as it came within a minute of the last re-seal, and re-sealed after', async () => {
    const portal = createTestPortal();
    const client = createApiClient(portal);
    await client.login('emma.employee@acme.test');
    const signedIn = await lastSeenAt(client.cookie);

    portal.advanceSeconds(30);
    const soon = await client.call('/api/profile/two-factor');
    expect(soon.status).toBe(200);
    expect(sessionCookieIn(soon)).toBeUndefined();

    portal.advanceSeconds(30);
    const later = await client.call('/api/profile/two-factor');
    expect(later.status).toBe(200);
    expect(sessionCookieIn(later)).toBeDefined();
    expect(await lastSeenAt(client.cookie)).toBe(signedIn + 60_000);
  });

  it('is re-sealed at once when the route changes the session', async () => {
    const portal = createTestPortal();
    const client = createApiClient(portal);
    await client.login('emma.employee@acme.test');
    portal.advanceSeconds(5);
    const response = await client.call('/api/session');
    expect(response.status).toBe(200);
    expect(sessionCookieIn(response)).toBeDefined();
  });

  it('still ends an idle session 30 minutes after its last re-seal at the latest', async () => {
    const portal = createTestPortal();
    const client = createApiClient(portal);
    await client.login('emma.employee@acme.test');
    portal.advanceSeconds(40);
    expect((await client.call('/api/profile/two-factor')).status).toBe(200);
    // 29 min 30 s after the last request, but 30 min 10 s after the last-seen time in the cookie.
    portal.advanceSeconds(29 * 60 + 30);
    expect((await client.call('/api/profile/two-factor')).status).toBe(401);
  });

  it('slides the idle timeout with use', async () => {
    const portal = createTestPortal();
    const client = createApiClient(portal);
    await client.login('emma.employee@acme.test');
    for (let minute = 0; minute < 3; minute++) {
      portal.advanceSeconds(20 * 60);
      expect((await client.call('/api/profile/two-factor')).status).toBe(200);
    }
  });
});
