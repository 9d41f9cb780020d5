import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#contract/api-error';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '#contract/csrf';
import { createApiClient, createTestPortal } from '#support/worker/test-portal.ts';
import { createApp } from '../app';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every /api route that can take a body, read from the app itself: a route added later is walked
 * without anyone listing it here. Path parameters get a plain value ('1'); the body is refused
 * before any route reads its parameters.
 */
function bodyRoutes(): { method: string; path: string }[] {
  const seen = new Set<string>();
  const routes: { method: string; path: string }[] = [];
  for (const route of createApp().routes) {
    if (!BODY_METHODS.has(route.method) || !route.path.startsWith('/api/') || route.path.includes('*'))
      continue;
    const path = route.path.replace(/:[A-Za-z0-9_]+(\{[^}]*\})?\??/g, '1');
    const key = `${route.method} ${path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    routes.push({ method: route.method, path });
  }
  return routes;
}

const routes = bodyRoutes();

/** A request as the SPA sends it (its CSRF header, this very origin), with a body of our choosing. */
function send(
  client: ReturnType<typeof createApiClient>,
  route: { method: string; path: string },
  body: string,
  type: string | null,
) {
  return client.call(route.path, {
    method: route.method,
    headers: { ...(type ? { 'content-type': type } : {}) },
    rawBody: body,
  });
}

async function expectRefusedWithShape(response: Response, label: string) {
  expect(response.status, label).toBe(400);
  const body = apiErrorSchema.safeParse(await response.json());
  expect(body.success, `${label}: the one error shape`).toBe(true);
}

describe('a body the caller broke', () => {
  it('finds the routes that take a body (the walk below is not empty)', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes).toContainEqual({ method: 'POST', path: '/api/auth/login-url' });
  });

  it.each([
    ['not JSON ("{")', '{', 'application/json'],
    ['JSON announced, nothing sent', '', 'application/json'],
    ['JSON sent as text/plain', '{"email":"emma.employee@acme.test"}', 'text/plain'],
    ['a broken body as text/plain', '{', 'text/plain'],
  ])(
    '%s: every route answers 400 with the one error shape, never 500, before any upstream call',
    async (_, body, type) => {
      const portal = createTestPortal();
      const client = createApiClient(portal, 'acme', { ip: '198.51.100.41' });
      for (const route of routes) {
        await expectRefusedWithShape(await send(client, route, body, type), `${route.method} ${route.path}`);
      }
      expect(portal.upstreamCalls).toEqual([]);
    },
  );

  it('is refused the same way for someone signed in', async () => {
    const portal = createTestPortal();
    const client = createApiClient(portal, 'acme', { ip: '198.51.100.42' });
    expect((await client.login('emma.employee@acme.test')).status).toBe(200);
    const callsAfterLogin = portal.upstreamCalls.length;
    for (const route of routes) {
      await expectRefusedWithShape(
        await send(client, route, '{', 'application/json'),
        `${route.method} ${route.path}`,
      );
    }
    expect(portal.upstreamCalls.length).toBe(callsAfterLogin);
    // Still signed in: a broken body ends nothing.
    expect((await client.call('/api/session')).status).toBe(200);
  });

  it('the login-URL check, as the issue found it: `{` with the SPA headers is a 400', async () => {
    const portal = createTestPortal();
    const response = await portal.fetch('http://acme.localhost/api/auth/login-url', {
      method: 'POST',
      headers: {
        [CSRF_HEADER]: CSRF_HEADER_VALUE,
        origin: 'http://acme.localhost',
        'content-type': 'application/json',
        'cf-connecting-ip': '198.51.100.43',
      },
      body: '{',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { message: 'The request could not be read', code: 'invalid_body' },
    });
  });

  it('development helpers with a JSON body refuse a broken one with 400 too', async () => {
    const portal = createTestPortal({ development: true });
    for (const path of ['/__dev/revoke-sessions', '/__dev/masquerade-link']) {
      const response = await portal.fetch(`http://acme.localhost${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{',
      });
      await expectRefusedWithShape(response, path);
    }
  });
});
