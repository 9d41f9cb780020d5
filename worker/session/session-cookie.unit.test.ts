import { describe, expect, it } from 'vitest';
import { emmaSessionSummary } from '#fixtures/session-summary.ts';
import { openSession, sealSession } from './session-cookie';
import type { SessionData } from './session-data';
import { parseSessionKeys } from './session-keys';
import { SESSION_ABSOLUTE_LIFETIME_MS } from './session-policy';

const keyA = 'mCXVRhoYL-lHdCfZNoeMnLBf2jITEaqHcPp2ytiG7gk';
const keyB = 'q0Yz3C8nXq7n6m5l4k3j2h1g0f9e8d7c6b5a4Z3Y2X1';
const now = Date.parse('2026-11-21T10:00:00Z');

const session: SessionData = {
  sid: 'session-id-0123456789',
  tenant: 'acme',
  userId: 1001,
  schemeId: 11,
  accessToken: 'access-token-value',
  refreshToken: 'refresh-token-value',
  accessExpiresAt: now + 900_000,
  createdAt: now,
  lastSeenAt: now,
  ssoLogoutUrl: null,
  masquerade: null,
  summary: emmaSessionSummary(),
};

const keyring = (current: string, keys: Record<string, string>) =>
  parseSessionKeys(JSON.stringify({ current, keys }), 'test');

describe('session cookie sealing', () => {
  it('round-trips a session and hides the tokens from anyone reading the cookie', async () => {
    const sealed = await sealSession(session, keyring('a', { a: keyA }));
    expect(sealed).not.toContain('access-token-value');
    expect(atob(sealed.split('.')[0]?.replace(/-/g, '+').replace(/_/g, '/') ?? '')).toContain('"kid":"a"');
    expect(await openSession(sealed, keyring('a', { a: keyA }), now)).toEqual(session);
  });

  it('still opens cookies sealed with the previous key after rotation, and seals with the new one', async () => {
    const old = await sealSession(session, keyring('a', { a: keyA }));
    const rotated = keyring('b', { a: keyA, b: keyB });
    expect(await openSession(old, rotated, now)).toEqual(session);
    const fresh = await sealSession(session, rotated);
    expect(await openSession(fresh, keyring('b', { b: keyB }), now)).toEqual(session);
  });

  it('refuses a cookie once its key has been retired', async () => {
    const old = await sealSession(session, keyring('a', { a: keyA }));
    expect(await openSession(old, keyring('b', { b: keyB }), now)).toBeNull();
  });

  it('refuses a cookie past the absolute lifetime', async () => {
    const sealed = await sealSession(session, keyring('a', { a: keyA }));
    expect(
      await openSession(sealed, keyring('a', { a: keyA }), now + SESSION_ABSOLUTE_LIFETIME_MS + 1000),
    ).toBeNull();
  });

  it('opens a cookie it has seen before to the same session, and no longer once it has expired', async () => {
    const ring = keyring('a', { a: keyA });
    const sealed = await sealSession(session, ring);
    expect(await openSession(sealed, ring, now)).toEqual(session);
    const again = await openSession(sealed, ring, now + 1000);
    expect(again).toEqual(session);
    expect(Object.isFrozen(again) && Object.isFrozen(again?.summary)).toBe(true);
    expect(await openSession(sealed, ring, now + SESSION_ABSOLUTE_LIFETIME_MS + 1000)).toBeNull();
  });

  it('refuses a tampered copy of a cookie it has already opened', async () => {
    const ring = keyring('a', { a: keyA });
    const sealed = await sealSession(session, ring);
    expect(await openSession(sealed, ring, now)).not.toBeNull();
    const [header, key, iv, ciphertext, tag] = sealed.split('.');
    const flipped = `${ciphertext?.[0] === 'A' ? 'B' : 'A'}${ciphertext?.slice(1)}`;
    expect(await openSession([header, key, iv, flipped, tag].join('.'), ring, now)).toBeNull();
    expect(await openSession(`${sealed}x`, ring, now)).toBeNull();
  });

  it('refuses the published development key in production', () => {
    expect(() =>
      parseSessionKeys(
        JSON.stringify({ current: 'dev-2026-11', keys: { 'dev-2026-11': keyA } }),
        'production',
      ),
    ).toThrow(/development session key/);
  });
});
