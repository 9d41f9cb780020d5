import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { SESSION_ABSOLUTE_LIFETIME_MS, SESSION_REVOCATION_RECHECK_MS } from './session-policy';
import { isSessionRevoked, revokeSessionId } from './session-revocations';

const NOW = Date.UTC(2026, 10, 25, 9, 0);
let counter = 0;
const newSid = () => `revocation-test-${++counter}-${crypto.randomUUID()}`;
/** What another isolate's logout leaves behind: only the KV entry. */
const revokeElsewhere = (sid: string) => env.SESSION_REVOCATIONS.put(`revoked:${sid}`, '1');

// Decision 012: one KV read per session and isolate every few seconds, not per request.
describe('session revocations', () => {
  it('refuses a session at once in the isolate that logged it out, whatever it remembered', async () => {
    const sid = newSid();
    expect(await isSessionRevoked(env.SESSION_REVOCATIONS, sid, NOW)).toBe(false);
    await revokeSessionId(env.SESSION_REVOCATIONS, { sid, createdAt: NOW }, NOW + 1);
    expect(await isSessionRevoked(env.SESSION_REVOCATIONS, sid, NOW + 2)).toBe(true);
  });

  it('keeps the logout in KV for the rest of the session lifetime, where other isolates read it', async () => {
    const sid = newSid();
    await revokeSessionId(env.SESSION_REVOCATIONS, { sid, createdAt: NOW }, NOW);
    expect(await env.SESSION_REVOCATIONS.get(`revoked:${sid}`)).toBe('1');
    const { keys } = await env.SESSION_REVOCATIONS.list({ prefix: `revoked:${sid}` });
    const expiresInMs = (keys[0]?.expiration ?? 0) * 1000 - Date.now();
    expect(expiresInMs).toBeGreaterThan(SESSION_ABSOLUTE_LIFETIME_MS - 60_000);
    expect(expiresInMs).toBeLessThanOrEqual(SESSION_ABSOLUTE_LIFETIME_MS + 1000);
  });

  it('reads a logout made elsewhere once its last answer is older than the recheck interval', async () => {
    const sid = newSid();
    expect(await isSessionRevoked(env.SESSION_REVOCATIONS, sid, NOW)).toBe(false);
    await revokeElsewhere(sid);
    // Within the interval the isolate answers from memory without a read: KV's own window is longer.
    expect(
      await isSessionRevoked(env.SESSION_REVOCATIONS, sid, NOW + SESSION_REVOCATION_RECHECK_MS - 1),
    ).toBe(false);
    expect(await isSessionRevoked(env.SESSION_REVOCATIONS, sid, NOW + SESSION_REVOCATION_RECHECK_MS)).toBe(
      true,
    );
    // And once found, it stays refused with no further read.
    await env.SESSION_REVOCATIONS.delete(`revoked:${sid}`);
    expect(
      await isSessionRevoked(env.SESSION_REVOCATIONS, sid, NOW + 3 * SESSION_REVOCATION_RECHECK_MS),
    ).toBe(true);
  });

  it('reads KV afresh for a session it has never seen, and when its clock runs backwards', async () => {
    const sid = newSid();
    await revokeElsewhere(sid);
    expect(await isSessionRevoked(env.SESSION_REVOCATIONS, sid, NOW)).toBe(true);

    const other = newSid();
    expect(await isSessionRevoked(env.SESSION_REVOCATIONS, other, NOW)).toBe(false);
    await revokeElsewhere(other);
    expect(await isSessionRevoked(env.SESSION_REVOCATIONS, other, NOW - 1)).toBe(true);
  });
});
