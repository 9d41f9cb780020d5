import { createExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '#contract/api-error';
import { createApiClient, createTestPortal } from '#support/worker/test-portal.ts';
import { createApp } from '../app';
import { openSession } from './session-cookie';
import { SESSION_COOKIE_NAME } from './session-policy';
import { handSessionTo, revokeSession, sessionKeyring } from './session-store';

/** An /api call as a page's render makes it in process, its cookie not a session at all. */
function inProcessCall() {
  return new Request('http://acme.localhost/api/session', {
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE, cookie: `${SESSION_COOKIE_NAME}=not-a-session` },
  });
}

// Decision 033: a navigation hands its calls the session it opened rather than have each decrypt it.
describe('a session handed to an in-process call', () => {
  it('is the session the call runs with, and is checked all the same: a logged-out one is refused', async () => {
    const portal = createTestPortal();
    const client = createApiClient(portal, 'acme', { ip: '203.0.113.95' });
    expect((await client.login('emma.employee@acme.test')).status).toBe(200);
    const session = await openSession(client.cookie ?? '', sessionKeyring(env), portal.now());
    if (!session) throw new Error('The cookie does not open');
    const upstream = env.UPSTREAM;
    if (!upstream) throw new Error('The test worker needs the UPSTREAM service binding');
    const app = createApp({ now: portal.now, upstreamFetch: (request) => upstream.fetch(request) });
    const call = (request: Request) => app.fetch(request, env, createExecutionContext());

    // The cookie alone is no session; the handed one is what the call uses.
    expect((await call(inProcessCall())).status).toBe(401);
    const handed = await call(handSessionTo(inProcessCall(), session));
    expect(handed.status).toBe(200);
    expect(((await handed.json()) as { session: { firstName: string } }).session.firstName).toBe('Emma');

    await revokeSession(env, session, portal.now());
    expect((await call(handSessionTo(inProcessCall(), session))).status).toBe(401);
  });
});
