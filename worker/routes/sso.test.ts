import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { ACT_AS_TEXTS } from '#contract/act-as-texts';
import { DASHBOARD_FORBIDDEN } from '#contract/dashboard-permissions';
import { SSO_ERROR_CODES } from '#contract/sso';
import {
  createApiClient,
  createTestPortal,
  EMMA_SEEDED_CONTACT_DETAILS,
} from '#support/worker/test-portal.ts';
import { SSO_TEXTS } from './auth';

const SID = 'sid.sso@sso.globex.test';
const EMMA = 'emma.employee@acme.test';
const SAM = 'sam.support@c8.test';
const ALEX = 'alex.admin@acme.test';

let lastOctet = 0;
const nextIp = () => `192.0.2.${++lastOctet}`;

async function userId(email: string): Promise<number> {
  const row = await env.REF_DB.prepare('SELECT id FROM users WHERE email = ?')
    .bind(email)
    .first<{ id: number }>();
  if (!row) throw new Error(`No user ${email}`);
  return row.id;
}

async function errorOf(response: Response) {
  return ((await response.json()) as { error: Record<string, unknown> }).error;
}

/** The token and year of a /sso-login/{token}/{year} address. */
function signOnParts(url: string): { token: string; schemeYear: number } {
  const match = /\/sso-login\/([^/]+)\/(\d{4})$/.exec(new URL(url, 'http://x').pathname);
  if (!match?.[1] || !match[2]) throw new Error(`Not a sign-on address: ${url}`);
  return { token: decodeURIComponent(match[1]), schemeYear: Number(match[2]) };
}

/** The fields of the first form of a page, as the browser would post them. */
function formOf(html: string): { action: string | null; fields: URLSearchParams } {
  const form = /<form\b([^>]*)>([\s\S]*?)<\/form>/i.exec(html);
  if (!form) throw new Error('No form on the page');
  const action = /\baction="([^"]*)"/i.exec(form[1] ?? '')?.[1] ?? null;
  const fields = new URLSearchParams();
  for (const input of (form[2] ?? '').matchAll(/<(?:input|button)\b([^>]*)>/gi)) {
    const name = /\bname="([^"]*)"/i.exec(input[1] ?? '')?.[1];
    const value = /\bvalue="([^"]*)"/i.exec(input[1] ?? '')?.[1] ?? '';
    if (name)
      fields.append(
        name,
        value
          .replace(/&amp;/g, '&')
          .replace(/&quot;/g, '"')
          .replace(/&#64;/g, '@'),
      );
  }
  return { action, fields };
}

/**
 * POST /__dev/masquerade-link as the development helper does (minted as Sam, support staff), for a
 * session that may change things (a read-only one is refused every change: read-only-act-as.test).
 */
async function mintMasqueradeLink(email: string, schemeYear: number): Promise<string> {
  const dev = createTestPortal({ development: true });
  const response = await dev.fetch('http://localhost/__dev/masquerade-link', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, schemeYear, reason: 'Ticket 4821', readOnly: false }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { url: string }).url;
}

describe('single sign-on', () => {
  it('sends Sid to the reference sign-on page and back, signed in; the token works once', async () => {
    const dev = createTestPortal({ development: true });
    const client = createApiClient(dev, 'globex', { ip: nextIp() });
    const loginUrl = await client.call('/api/auth/login-url', { method: 'POST', body: { email: SID } });
    const { next, url } = (await loginUrl.json()) as { next: string; url: string };
    expect(next).toBe('sso');
    const signOnPage = new URL(url);
    expect(signOnPage.protocol).toMatch(/^https?:$/);
    expect(signOnPage.pathname).toBe('/__dev/reference-sign-on');
    expect(signOnPage.searchParams.get('email')).toBe(SID);

    const page = await dev.fetch(`http://globex.localhost${signOnPage.pathname}${signOnPage.search}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    // Served under the portal's own policy: no inline script, forms only to this origin.
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain("unsafe-inline' 'self'");
    const html = await page.text();
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);
    expect(html).toContain('Sid Lowe');
    const form = formOf(html);
    expect(
      form.action === null || form.action === '' || form.action.startsWith('/__dev/reference-sign-on'),
    ).toBe(true);

    const action = form.action ? form.action : `${signOnPage.pathname}${signOnPage.search}`;
    const continued = await dev.fetch(`http://globex.localhost${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.fields.toString(),
    });
    expect(continued.status).toBe(303);
    const location = continued.headers.get('location') ?? '';
    expect(new URL(location, 'http://globex.localhost').pathname).toMatch(/^\/sso-login\/[^/]+\/\d{4}$/);
    const { token, schemeYear } = signOnParts(location);

    const signedIn = await client.call('/api/auth/sso', { method: 'POST', body: { token, schemeYear } });
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toMatchObject({
      session: { email: SID, firstName: 'Sid', surname: 'Lowe', masquerade: null },
    });
    expect(client.cookie).toBeTruthy();

    // SSO users log out to their identity provider's signed-out page.
    const logout = await client.call('/api/auth/logout', { method: 'POST' });
    const { redirectUrl } = (await logout.json()) as { redirectUrl: string };
    expect(new URL(redirectUrl).pathname).toBe('/__dev/reference-sign-on/signed-out');
    const signedOut = await dev.fetch(`http://globex.localhost${new URL(redirectUrl).pathname}`);
    expect(signedOut.status).toBe(200);
    expect(signedOut.headers.get('content-type')).toMatch(/^text\/html/);

    const again = createApiClient(createTestPortal(), 'globex', { ip: nextIp() });
    const reused = await again.call('/api/auth/sso', { method: 'POST', body: { token, schemeYear } });
    expect(reused.status).toBe(401);
    expect(await errorOf(reused)).toEqual({ message: SSO_TEXTS.failed, code: SSO_ERROR_CODES.failed });
    expect(again.cookie).toBeNull();
  });

  it('refuses an unknown token, and a malformed one before asking the upstream', async () => {
    const portal = createTestPortal();
    const client = createApiClient(portal, 'globex', { ip: nextIp() });
    const unknown = await client.call('/api/auth/sso', {
      method: 'POST',
      body: { token: 'not-a-real-sign-on-token', schemeYear: 2026 },
    });
    expect(unknown.status).toBe(401);
    expect(await errorOf(unknown)).toEqual({ message: SSO_TEXTS.failed, code: SSO_ERROR_CODES.failed });
    const calls = portal.upstreamCalls.length;
    const malformed = await client.call('/api/auth/sso', {
      method: 'POST',
      body: { token: 'bad token/../x', schemeYear: 2026 },
    });
    expect(malformed.status).toBe(400);
    expect(portal.upstreamCalls).toHaveLength(calls);
  });

  it('keeps the development sign-on page and link helper closed outside development', async () => {
    const portal = createTestPortal();
    expect((await portal.fetch(`http://globex.localhost/__dev/reference-sign-on?email=${SID}`)).status).toBe(
      404,
    );
    const mint = await portal.fetch('http://localhost/__dev/masquerade-link', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: EMMA, schemeYear: 2026 }),
    });
    expect(mint.status).toBe(404);
    expect(portal.upstreamCalls).toEqual([]);
  });
});

describe("Sam's masquerade link", () => {
  it('opens Emma’s session once, with both headers on every upstream call and every change audited', async () => {
    const url = await mintMasqueradeLink(EMMA, 2026);
    expect(url).toMatch(/^http:\/\/acme\.localhost(:\d+)?\/sso-login\/msq[A-Za-z0-9_-]+\/2026$/);
    const { token, schemeYear } = signOnParts(url);
    const [emmaId, samId] = [await userId(EMMA), await userId(SAM)];

    const portal = createTestPortal();
    const client = createApiClient(portal, 'acme', { ip: nextIp() });
    // The URL's year is only a hint: the session's is the one the link was minted for.
    const signedIn = await client.call('/api/auth/sso', {
      method: 'POST',
      body: { token, schemeYear: schemeYear + 1 },
    });
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toMatchObject({
      session: {
        email: EMMA,
        masquerade: { name: 'Emma Fielding', schemeYear: 2026, actor: 'support', readOnly: false },
      },
    });
    expect(await (await client.call('/api/session')).json()).toMatchObject({
      session: { masquerade: { name: 'Emma Fielding', schemeYear: 2026, actor: 'support', readOnly: false } },
    });

    // A change, a refresh of the access token, and the logout: all of the session's calls.
    // (Emma's contact details as seeded, saved again: a change that alters nothing.)
    const saved = await client.call('/api/profile/details', {
      method: 'PATCH',
      body: EMMA_SEEDED_CONTACT_DETAILS,
    });
    expect(saved.status).toBe(200);
    await env.REF_DB.prepare(
      "UPDATE tokens SET created_at = created_at - 3600000, expires_at = created_at - 3600000 + 1 WHERE kind = 'access' AND masquerade_actor_id IS NOT NULL",
    ).run();
    expect((await client.call('/api/session/ping', { method: 'POST' })).status).toBe(204);
    expect((await client.call('/api/auth/logout', { method: 'POST' })).status).toBe(200);

    const sessionCalls = portal.upstreamExchanges.filter(
      // The portal's theme is public: read (for the sign-in's client, decision 064) outside the session.
      ({ path }) => path !== '/v2/login/sso' && !path.startsWith('/v2/theme/'),
    );
    expect(sessionCalls.map(({ path }) => path)).toEqual(
      expect.arrayContaining(['/v2/login/setup', '/v2/user', '/v2/login/refresh', '/v1/ping', '/v2/logout']),
    );
    for (const { path, requestHeaders } of sessionCalls) {
      expect({ path, user: requestHeaders.get('x-masquerade') }).toEqual({ path, user: String(emmaId) });
      expect({ path, year: requestHeaders.get('x-masquerade-scheme-year') }).toEqual({ path, year: '2026' });
    }
    const sso = portal.upstreamExchanges.find(({ path }) => path === '/v2/login/sso');
    expect(sso?.responseHeaders.get('x-masquerade')).toBe(String(emmaId));

    const { results } = await env.REF_DB.prepare(
      'SELECT actor_user_id, target_user_id, scheme_year, action FROM masquerade_audit WHERE target_user_id = ? ORDER BY id',
    )
      .bind(emmaId)
      .all<{ actor_user_id: number; target_user_id: number; scheme_year: number; action: string }>();
    expect(results.length).toBeGreaterThanOrEqual(2);
    for (const row of results) {
      expect(row).toMatchObject({ actor_user_id: samId, target_user_id: emmaId, scheme_year: 2026 });
    }
    expect(results.map((row) => row.action)).toContain('PATCH /v2/user');

    const again = createApiClient(createTestPortal(), 'acme', { ip: nextIp() });
    const expired = await again.call('/api/auth/sso', { method: 'POST', body: { token, schemeYear } });
    expect(expired.status).toBe(401);
    expect(await errorOf(expired)).toEqual({
      message: SSO_TEXTS.masqueradeLinkExpired,
      code: SSO_ERROR_CODES.masqueradeLinkExpired,
    });
  });
});

describe("an employer's magic link", () => {
  it.each([
    ['a new line', 'Ticket 4821\nYour account is locked: please sign in again'],
    ['a web address', 'Ticket 4821, see https://evil.example/login'],
    ['www.', 'Ticket 4821, see www.evil-example'],
    ['an e-mail address', 'Ticket 4821, write to help@evil.example'],
    ['a bare domain', 'Ticket 4821, log in at acme-benefits.co.uk'],
    ['a control character', 'Ticket\u00074821'],
  ])('refuses a reason with %s under the field, before anything is sent upstream', async (_, reason) => {
    const portal = createTestPortal();
    const alex = createApiClient(portal, 'acme', { ip: nextIp() });
    expect((await alex.login(ALEX)).status).toBe(200);
    const before = portal.upstreamCalls.length;
    const response = await alex.call(`/api/employer/employees/${await userId(EMMA)}/magic-link`, {
      method: 'POST',
      body: { password: 'Sunlit-Harbour#47', reason },
    });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({
      code: 'validation_failed',
      fields: { reason: ACT_AS_TEXTS.reasonNotPlain },
    });
    expect(portal.upstreamCalls.slice(before)).toEqual([]);
  });

  it('refuses an over-long reason, whatever else is wrong with it, with the bound', async () => {
    const alex = createApiClient(createTestPortal(), 'acme', { ip: nextIp() });
    expect((await alex.login(ALEX)).status).toBe(200);
    const response = await alex.call(`/api/employer/employees/${await userId(EMMA)}/magic-link`, {
      method: 'POST',
      body: { password: 'Sunlit-Harbour#47', reason: `see http://x.example ${'x'.repeat(500)}` },
    });
    expect(await errorOf(response)).toMatchObject({ fields: { reason: ACT_AS_TEXTS.reasonTooLong } });
  });

  it('needs Alex’s password, and opens the portal as his employee in a view-as session', async () => {
    const emmaId = await userId(EMMA);
    const alex = createApiClient(createTestPortal(), 'acme', { ip: nextIp() });
    expect(await (await alex.login(ALEX)).json()).toMatchObject({ outcome: 'signed-in' });
    const path = `/api/employer/employees/${emmaId}/magic-link`;

    const missing = await alex.call(path, { method: 'POST', body: {} });
    expect(missing.status).toBe(400);
    expect(await errorOf(missing)).toMatchObject({ code: 'validation_failed' });

    const noReason = await alex.call(path, { method: 'POST', body: { password: 'Sunlit-Harbour#47' } });
    expect(noReason.status).toBe(400);
    expect(await errorOf(noReason)).toMatchObject({
      code: 'validation_failed',
      fields: { reason: ACT_AS_TEXTS.reasonRequired },
    });
    const longReason = { password: 'Sunlit-Harbour#47', reason: 'x'.repeat(501) };
    expect(await errorOf(await alex.call(path, { method: 'POST', body: longReason }))).toMatchObject({
      fields: { reason: ACT_AS_TEXTS.reasonTooLong },
    });

    const reason = 'Emma asked me to check her pension form';
    const wrong = await alex.call(path, { method: 'POST', body: { password: 'not-my-password', reason } });
    expect(wrong.status).toBe(403);
    expect(await errorOf(wrong)).toMatchObject({
      code: 'magic_link_wrong_password',
      message: expect.any(String),
    });
    expect(alex.cookie).toBeTruthy();

    const minted = await alex.call(path, { method: 'POST', body: { password: 'Sunlit-Harbour#47', reason } });
    expect(minted.status).toBe(200);
    const { url } = (await minted.json()) as { url: string };
    expect(url).toMatch(/\/sso-login\/msq[A-Za-z0-9_-]+\/\d{4}$/);

    // Spent in Alex's own browser: his link works nowhere else (act-as-links.test.ts).
    const signedIn = await alex.call('/api/auth/sso', { method: 'POST', body: signOnParts(url) });
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toMatchObject({
      session: { email: EMMA, masquerade: { name: 'Emma Fielding', actor: 'employer', readOnly: true } },
    });
    const { results } = await env.REF_DB.prepare(
      'SELECT reason, read_only, actor_type FROM masquerade_sessions WHERE target_user_id = ?1',
    )
      .bind(emmaId)
      .all();
    expect(results).toContainEqual({ reason, read_only: 1, actor_type: 'employer' });

    // Changes allowed, when Alex says so (signed out of Emma's session and in as himself again).
    expect((await alex.call('/api/auth/logout', { method: 'POST' })).status).toBe(200);
    expect((await alex.login(ALEX)).status).toBe(200);
    const changes = await alex.call(path, {
      method: 'POST',
      body: { password: 'Sunlit-Harbour#47', reason, readOnly: false },
    });
    const changing = await alex.call('/api/auth/sso', {
      method: 'POST',
      body: signOnParts(((await changes.json()) as { url: string }).url),
    });
    expect(await changing.json()).toMatchObject({ session: { masquerade: { readOnly: false } } });
  });

  it('is for employer administrators only', async () => {
    const emmaId = await userId(EMMA);
    const anonymous = createApiClient(createTestPortal(), 'acme', { ip: nextIp() });
    const path = `/api/employer/employees/${emmaId}/magic-link`;
    expect((await anonymous.call(path, { method: 'POST', body: { password: 'x' } })).status).toBe(401);

    const portal = createTestPortal();
    const emma = createApiClient(portal, 'acme', { ip: nextIp() });
    await emma.login(EMMA);
    const refused = await emma.call(path, { method: 'POST', body: { password: 'Sunlit-Harbour#47' } });
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toMatchObject({ code: DASHBOARD_FORBIDDEN.code });
    expect(portal.upstreamCalls.some((call) => call.includes('/masquerade/'))).toBe(false);
  });
});
