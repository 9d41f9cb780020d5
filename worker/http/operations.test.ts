import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiErrorSchema } from '#contract/api-error';
import { createApiClient, createTestPortal, DEMO_PASSWORD } from '#support/worker/test-portal.ts';
import packageJson from '../../package.json' with { type: 'json' };
import { createApp } from '../app';
import type { Env } from '../env';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the health route', () => {
  it('answers an uptime check that sends no header, cookie or CSRF header, without the upstream', async () => {
    const portal = createTestPortal();
    const response = await portal.fetch('http://acme.localhost/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ok',
      version: packageJson.version,
      build: 'local',
      uploadedAt: null,
      environment: 'test',
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('x-request-id')).toMatch(UUID);
    expect(portal.upstreamCalls).toEqual([]);
  });

  it("names the deployed Worker version when Cloudflare's version metadata is bound", async () => {
    const deployed = {
      id: 'a1b2c3d4-0000-4000-8000-000000000001',
      tag: '',
      timestamp: '2026-11-20T10:00:00Z',
    };
    const ctx = createExecutionContext();
    const response = await createApp().fetch(
      new Request('http://acme.localhost/api/health'),
      { ...env, CF_VERSION_METADATA: deployed },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(await response.json()).toMatchObject({ build: deployed.id, uploadedAt: deployed.timestamp });
  });
});

describe('request ids', () => {
  it('gives every response its own X-Request-Id: API, page and refusal alike', async () => {
    const portal = createTestPortal();
    const ids = [
      (await portal.fetch('http://acme.localhost/api/health')).headers.get('x-request-id'),
      (await portal.fetch('http://acme.localhost/api/session')).headers.get('x-request-id'),
      (await portal.fetch('http://acme.localhost/forgotten-password')).headers.get('x-request-id'),
    ];
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(3);
  });

  it('does not take an id the caller sends', async () => {
    const portal = createTestPortal();
    const response = await portal.fetch('http://acme.localhost/api/health', {
      headers: { 'x-request-id': 'chosen-by-caller' },
    });
    expect(response.headers.get('x-request-id')).toMatch(UUID);
  });
});

/** Every line written to the console while `run` runs, as text. */
async function captureConsole(run: () => Promise<void>): Promise<string[]> {
  const lines: string[] = [];
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      lines.push(args.map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' '));
    });
  }
  await run();
  vi.restoreAllMocks();
  return lines;
}

/** Every string held under a key naming a token, anywhere in a JSON text. */
function tokensIn(text: string): string[] {
  const found: string[] = [];
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string' && /token/i.test(key) && value.length >= 8) found.push(value);
    else if (value && typeof value === 'object') {
      for (const [name, inner] of Object.entries(value)) walk(inner, name);
    }
  };
  try {
    walk(JSON.parse(text), '');
  } catch {
    // Not JSON: nothing to collect.
  }
  return found;
}

describe('structured logs', () => {
  it('writes JSON lines with the request id for refused and failed requests, and never a password, cookie or token', async () => {
    const portal = createTestPortal();
    const client = createApiClient(portal, 'acme', { ip: '198.51.100.61' });
    const responses: Response[] = [];
    const lines = await captureConsole(async () => {
      responses.push(await client.login('emma.employee@acme.test'));
      responses.push(await client.call('/api/session'));
      // A failing call: the upstream refuses the connection mid-session.
      const failing = createTestPortal({ failUpstream: true });
      const failingClient = createApiClient(failing, 'acme', { ip: '198.51.100.62' });
      failingClient.cookie = client.cookie;
      const failed = await failingClient.call('/api/benefits');
      expect(failed.status).toBeGreaterThanOrEqual(500);
      responses.push(failed);
      // A refused login carries a password too.
      responses.push(await client.call('/api/auth/logout', { method: 'POST' }));
      responses.push(await client.login('emma.employee@acme.test', 'Wrong-Password#1'));
    });

    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const ids = responses.map((response) => response.headers.get('x-request-id'));
    for (const line of parsed) {
      expect(line).toMatchObject({ level: expect.any(String), event: expect.any(String) });
      expect(ids).toContain(line.requestId);
    }
    // A 'request' line for each refused or failed response, naming the route by its pattern; a
    // request that went well is in the platform's invocation log, not ours.
    const requests = parsed.filter((line) => line.event === 'request');
    const unsuccessful = responses.filter((response) => response.status >= 400);
    expect(unsuccessful.length).toBeGreaterThanOrEqual(2);
    expect(requests.map((line) => line.requestId)).toEqual(
      unsuccessful.map((response) => response.headers.get('x-request-id')),
    );
    expect(requests.at(-1)).toMatchObject({
      level: 'warn',
      method: 'POST',
      route: '/api/auth/login',
      tenant: 'acme',
    });
    // The failing call says what failed, on its own request's id.
    expect(parsed).toContainEqual(
      expect.objectContaining({
        event: 'upstream_unreachable',
        requestId: ids[2],
        reason: 'TypeError',
      }),
    );
    expect(parsed).toContainEqual(
      expect.objectContaining({ event: 'request', level: 'error', requestId: ids[2], status: 502 }),
    );

    const secrets = [
      DEMO_PASSWORD,
      'Wrong-Password#1',
      ...client.jar.values(),
      ...portal.upstreamExchanges.flatMap((exchange) => tokensIn(exchange.responseBody)),
      ...portal.upstreamExchanges.flatMap((exchange) =>
        [exchange.requestHeaders.get('authorization')].filter((value): value is string => Boolean(value)),
      ),
    ];
    const cookieValues = responses.flatMap((response) =>
      response.headers.getSetCookie().map((line) => line.split(';')[0]?.split('=').slice(1).join('=') ?? ''),
    );
    expect(secrets.length).toBeGreaterThan(3);
    const everything = lines.join('\n');
    for (const secret of [...secrets, ...cookieValues].filter((value) => value.length >= 8)) {
      expect(everything).not.toContain(secret);
      // A bearer value is logged neither whole nor by its last part.
      expect(everything).not.toContain(secret.split(/\s|\./).at(-1));
    }
    expect(everything).not.toMatch(/password"\s*:/i);
    expect(everything).not.toMatch(/cookie"\s*:/i);
  });
});

/** A production configuration as docs/deploy.md has an operator set it. */
function production(overrides: Partial<Record<keyof Env, unknown>> = {}): Env {
  const keys = { current: '2026-11-a', keys: { '2026-11-a': 'q'.repeat(43) } };
  return {
    ...env,
    ENVIRONMENT: 'production',
    CAPTCHA_PROVIDER: 'turnstile',
    CAPTCHA_SITE_KEY: '0x4AAAAAAAB1c2D3e4F5g6H7',
    CAPTCHA_SECRET: '0x4AAAAAAAB1c2D3e4F5g6H7i8J9k0L1m2N3',
    SESSION_KEYS: JSON.stringify(keys),
    UPSTREAM_V1_URL: 'https://api-v1.benefits.example',
    UPSTREAM_V2_URL: 'https://api-v2.benefits.example',
    CARD_VALUE_SERVICE_URL: 'https://ccv.benefits.example',
    UPSTREAM: undefined,
    ...overrides,
  } as Env;
}

async function fetchWith(portalEnv: Env, url: string) {
  const ctx = createExecutionContext();
  const response = await createApp({
    upstreamFetch: async () => {
      throw new Error('a misconfigured Worker must not call the upstream');
    },
  }).fetch(new Request(url, { headers: { 'x-portal-request': '1' } }), portalEnv, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

describe('a misconfigured Worker', () => {
  it('serves when production is configured as docs/deploy.md says', async () => {
    const response = await fetchWith(production(), 'https://acme.portal.example/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', environment: 'production' });
  });

  it.each([
    ['the test captcha', { CAPTCHA_PROVIDER: 'test', CAPTCHA_SITE_KEY: 'test' }],
    ["Turnstile's published always-pass keys", { CAPTCHA_SITE_KEY: '1x00000000000000000000AA' }],
    ["Turnstile's published always-pass secret", { CAPTCHA_SECRET: '1x0000000000000000000000000000000AA' }],
    ['the placeholder site key of wrangler.toml', { CAPTCHA_SITE_KEY: 'replace-with-turnstile-site-key' }],
    ['no captcha secret', { CAPTCHA_SECRET: undefined }],
    ['the published development session key', { SESSION_KEYS: env.SESSION_KEYS }],
    ['no session keys', { SESSION_KEYS: undefined }],
    ['the reference API bound as the upstream (development only)', { UPSTREAM: env.UPSTREAM }],
    ['a plain-http upstream', { UPSTREAM_V1_URL: 'http://api-v1.benefits.example' }],
    ['a plain-http card-value service', { CARD_VALUE_SERVICE_URL: 'http://ccv.benefits.example' }],
    ['a misspelt environment (would pass the test captcha)', { ENVIRONMENT: 'prod' }],
  ])(
    'with %s answers every request 500 misconfigured, and logs why without a value',
    async (_, overrides) => {
      const lines = await captureConsole(async () => {
        for (const url of [
          'https://acme.portal.example/api/health',
          'https://acme.portal.example/',
          'https://acme.portal.example/api/session',
          'https://acme.portal.example/__dev/outbox?to=emma.employee@acme.test',
        ]) {
          const response = await fetchWith(production(overrides), url);
          expect(response.status, url).toBe(500);
          const body = apiErrorSchema.parse(await response.json());
          expect(body.error.code).toBe('misconfigured');
          expect(response.headers.get('x-request-id')).toMatch(UUID);
        }
      });
      const misconfigured = lines
        .map((line) => JSON.parse(line))
        .filter((line) => line.event === 'misconfigured');
      expect(misconfigured.length).toBe(4);
      expect(misconfigured[0].problems).toEqual(expect.any(String));
      for (const value of Object.values(overrides)) {
        if (typeof value === 'string' && value.length > 8) expect(lines.join('\n')).not.toContain(value);
      }
    },
  );

  it('staging may use the published test keys (automated journeys sign in), but never the test checkbox', async () => {
    const staging = (overrides: Partial<Record<keyof Env, unknown>>) =>
      production({ ENVIRONMENT: 'staging', ...overrides });
    const withTestKeys = await fetchWith(
      staging({
        CAPTCHA_SITE_KEY: '1x00000000000000000000AA',
        CAPTCHA_SECRET: '1x0000000000000000000000000000000AA',
      }),
      'https://acme.staging.portal.example/api/health',
    );
    expect(withTestKeys.status).toBe(200);
    const withCheckbox = await fetchWith(
      staging({ CAPTCHA_PROVIDER: 'test' }),
      'https://acme.staging.portal.example/api/health',
    );
    expect(withCheckbox.status).toBe(500);
  });

  it('a development configuration (the /__dev routes, the test captcha) answers on localhost only', async () => {
    const development = { ...env, ENVIRONMENT: 'development' } as Env;
    const deployedByMistake = await fetchWith(
      development,
      'https://acme.portal.example/__dev/outbox?to=a@b.test',
    );
    expect(deployedByMistake.status).toBe(500);
    expect(await deployedByMistake.json()).toMatchObject({ error: { code: 'misconfigured' } });
    const local = await fetchWith(development, 'http://acme.localhost/api/health');
    expect(local.status).toBe(200);
  });
});
