import { env } from 'cloudflare:workers';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createApiClient, createTestPortal } from '#support/worker/test-portal.ts';
import { openSession, sealSession } from '#worker/session/session-cookie.ts';
import type { SessionData } from '#worker/session/session-data.ts';
import { parseSessionKeys } from '#worker/session/session-keys.ts';
import { SESSION_ABSOLUTE_LIFETIME_MS, SESSION_IDLE_TIMEOUT_MS } from '#worker/session/session-policy.ts';
import { sessionKeyring } from '#worker/session/session-store.ts';

// Issue 20, cookie tampering (OWASP ASVS V3, V7). Time is the test portal's clock (decision 015).

async function signedIn(ip: string, tenant = 'acme', email = 'emma.employee@acme.test') {
  const portal = createTestPortal();
  const client = createApiClient(portal, tenant, { ip });
  expect((await client.login(email)).status).toBe(200);
  return { portal, client };
}

/** The session inside a cookie, opened with the Worker's own key ring. */
async function opened(cookie: string | null, now: number): Promise<SessionData> {
  const data = await openSession(cookie ?? '', sessionKeyring(env), now);
  if (!data) throw new Error('The cookie does not open');
  return data;
}

/** A session sealed with the Worker's real key: only the rule under test can refuse it. */
const resealed = (data: SessionData) => sealSession(data, sessionKeyring(env));

const randomKey = () => btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))));

describe('a session cookie someone tampered with', () => {
  it('fuzzed: no altered, truncated or made-up cookie opens a session, and none yields a 500', async () => {
    const { portal, client } = await signedIn('2001:db8:c00c::1');
    const genuine = client.cookie ?? '';
    const callsBefore = portal.upstreamCalls.length;
    const tampered = fc.oneof(
      // One character changed, anywhere in the token.
      fc
        .tuple(
          fc.nat({ max: genuine.length - 1 }),
          fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.'),
        )
        // (A segment's last character may carry unused base64 bits: changing only those is no change.)
        .filter(([at, char]) => genuine[at] !== char && genuine[at + 1] !== '.' && at !== genuine.length - 1)
        .map(([at, char]) => genuine.slice(0, at) + char + genuine.slice(at + 1)),
      // Cut short, or with something appended.
      fc.nat({ max: genuine.length - 1 }).map((length) => genuine.slice(0, length)),
      fc.stringMatching(/^[A-Za-z0-9_.-]{1,20}$/).map((tail) => genuine + tail),
      // A JWE-looking token of random parts, or anything at all a cookie can hold.
      fc
        .array(fc.base64String({ maxLength: 60 }), { minLength: 5, maxLength: 5 })
        .map((parts) => parts.join('.').replaceAll('=', '')),
      fc.stringMatching(/^[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]{1,300}$/),
    );
    await fc.assert(
      fc.asyncProperty(tampered, async (cookie) => {
        client.cookie = cookie;
        const response = await client.call('/api/session');
        expect(response.status).toBe(401);
      }),
      { numRuns: 300 },
    );
    // Refused before anything went upstream.
    expect(portal.upstreamCalls.length).toBe(callsBefore);
    client.cookie = genuine;
    expect((await client.call('/api/session')).status).toBe(200);
  });

  it("is refused at another tenant's sub-domain (sealed with the Worker's own key)", async () => {
    const { portal, client } = await signedIn('2001:db8:c00c::2');
    const callsBefore = portal.upstreamCalls.length;
    const globex = createApiClient(portal, 'globex', { ip: '2001:db8:c00c::2' });
    globex.cookie = client.cookie;
    expect((await globex.call('/api/session')).status).toBe(401);
    expect((await globex.call('/api/profile/two-factor')).status).toBe(401);
    expect(portal.upstreamCalls.length).toBe(callsBefore);
    // At its own tenant the very same cookie works: only the tenant refused it.
    expect((await client.call('/api/session')).status).toBe(200);
  });

  it('is refused when sealed with a foreign key, under the current key id or one we do not hold', async () => {
    const { portal, client } = await signedIn('2001:db8:c00c::3');
    const data = await opened(client.cookie, portal.now());
    const currentKid = sessionKeyring(env).currentKid;
    for (const kid of [currentKid, 'attacker-key']) {
      const foreign = parseSessionKeys(
        JSON.stringify({ current: kid, keys: { [kid]: randomKey() } }),
        'test',
      );
      client.cookie = await sealSession(data, foreign);
      expect((await client.call('/api/session')).status, kid).toBe(401);
    }
  });
});

describe('an expired session', () => {
  it('ends 30 minutes after it was last seen', async () => {
    const { portal, client } = await signedIn('2001:db8:c00c::4');
    const genuine = client.cookie;
    portal.advanceSeconds(SESSION_IDLE_TIMEOUT_MS / 1000 - 60);
    expect((await client.call('/api/profile/two-factor')).status).toBe(200);
    // The same cookie as it was at sign-in, a second past the idle timeout.
    client.cookie = genuine;
    portal.advanceSeconds(61);
    expect((await client.call('/api/profile/two-factor')).status).toBe(401);
  });

  it('ends 12 hours after sign-in however recently it was seen', async () => {
    const { portal, client } = await signedIn('2001:db8:c00c::5');
    const data = await opened(client.cookie, portal.now());
    const now = portal.now();
    // Seen this very minute; created just within, then just past, the absolute lifetime.
    const within = { ...data, createdAt: now - SESSION_ABSOLUTE_LIFETIME_MS + 60_000, lastSeenAt: now };
    client.cookie = await resealed(within);
    expect((await client.call('/api/profile/two-factor')).status).toBe(200);
    const past = { ...data, createdAt: now - SESSION_ABSOLUTE_LIFETIME_MS - 1000, lastSeenAt: now };
    client.cookie = await resealed(past);
    expect((await client.call('/api/profile/two-factor')).status).toBe(401);
  });
});

describe('a cookie replayed after logout', () => {
  it('opens nothing, on the API or the signed-in pages', async () => {
    const { portal, client } = await signedIn('2001:db8:c00c::6');
    const kept = client.cookie;
    expect((await client.call('/api/auth/logout', { method: 'POST', body: {} })).status).toBe(200);
    expect(client.cookie).toBeNull();
    client.cookie = kept;
    expect((await client.call('/api/session')).status).toBe(401);
    expect((await client.call('/api/profile/two-factor')).status).toBe(401);
    const page = await portal.fetch('http://acme.localhost/app/home/', {
      headers: { cookie: `__Host-portal-session=${kept}` },
    });
    expect(await page.text()).not.toContain('Fielding');
  });
});
