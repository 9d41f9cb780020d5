import { describe, expect, it, vi } from 'vitest';
import { apiErrorSchema } from '#contract/api-error';
import { TEST_CAPTCHA_TOKEN } from '#contract/auth';
import {
  createApiClient,
  createTestPortal,
  UPSTREAM_FAILURE_TEXT,
  UPSTREAM_FAULTS,
  type UpstreamFault,
} from '#support/worker/test-portal.ts';
import { GENERIC_ERROR_MESSAGE } from './api-errors';
import { REQUEST_ID_HEADER } from './log';

/**
 * Fault injection (issue 20, docs/decisions/032): one representative route per family, each
 * upstream fault, and the answer the browser gets: the one error shape with 504 for a time-out and
 * 502 for the upstream's other failures; a refused token is refreshed once and the call succeeds.
 * Whatever the fault, a signed-in person is still signed in afterwards.
 */

/** Short, so the time-out rows take milliseconds; the production value is UPSTREAM_TIMEOUT_MS. */
const TEST_TIMEOUT_MS = 50;

let lastOctet = 0;
const nextIp = () => `198.18.33.${++lastOctet}`;

interface Family {
  family: string;
  /** Who signs in first; null: the route is used signed out. */
  who: string | null;
  path: string;
  method?: string;
  body?: () => unknown;
}

let lastAccount = 0;

const FAMILIES: Family[] = [
  {
    family: 'auth',
    who: null,
    path: '/api/auth/login',
    method: 'POST',
    body: () => ({
      email: 'emma.employee@acme.test',
      password: 'Sunlit-Harbour#47',
      deviceToken: 'e2e0c7b6b1f0d2a3c4e5f60718293a4b5c6d7e8f9012345678901234567890ab',
    }),
  },
  {
    family: 'recovery',
    who: null,
    path: '/api/password/forgot',
    method: 'POST',
    // An address of its own per call: the per-account limit would otherwise answer 429 (the answer
    // is the same whether the account exists).
    body: () => ({ email: `fault-${++lastAccount}@acme.test`, captchaToken: TEST_CAPTCHA_TOKEN }),
  },
  { family: 'two-factor', who: 'emma.employee@acme.test', path: '/api/profile/two-factor' },
  { family: 'benefits', who: 'emma.employee@acme.test', path: '/api/benefits' },
  { family: 'profile', who: 'emma.employee@acme.test', path: '/api/profile/details' },
  { family: 'content', who: 'emma.employee@acme.test', path: '/api/content/faqs' },
  { family: 'employer', who: 'alex.admin@acme.test', path: '/api/employer/approvals' },
];

const EXPECTED_STATUS: Record<Exclude<UpstreamFault, 'unauthorized-once'>, number> = {
  timeout: 504,
  'server-error': 502,
  'server-error-text': 502,
  'malformed-html': 502,
  'malformed-json': 502,
  refused: 502,
};

const rows = FAMILIES.flatMap((family) =>
  UPSTREAM_FAULTS
    // Signed out there is no token to refresh: an upstream 401 there is a refusal (a wrong password).
    .filter((fault) => family.who !== null || fault !== 'unauthorized-once')
    .map((fault) => ({ ...family, fault })),
);

async function setUp(row: Family) {
  const portal = createTestPortal({ upstreamTimeoutMs: TEST_TIMEOUT_MS });
  const client = createApiClient(portal, 'acme', { ip: nextIp() });
  if (row.who) expect((await client.login(row.who)).status, row.who).toBe(200);
  return { portal, client };
}

const call = (client: ReturnType<typeof createApiClient>, row: Family) =>
  client.call(row.path, { method: row.method ?? 'GET', ...(row.body ? { body: row.body() } : {}) });

describe('upstream faults, per route family', () => {
  it.each(rows)('$family ($method $path): $fault', async (row) => {
    const { portal, client } = await setUp(row);
    const faulted = portal.injectFault(row.fault);
    const callsBefore = portal.upstreamCalls.length;

    const response = await call(client, row);

    if (row.fault === 'unauthorized-once') {
      // The Worker refreshed the tokens once and asked again: the person notices nothing.
      expect(response.status).toBe(200);
      const after = portal.upstreamCalls.slice(callsBefore);
      expect(after.filter((path) => path.endsWith('/login/refresh'))).toHaveLength(1);
      expect(faulted).toHaveLength(1);
    } else {
      expect(response.status).toBe(EXPECTED_STATUS[row.fault]);
      const text = await response.text();
      // Whatever the upstream said about its failure stays out of the answer (docs/decisions/065).
      expect(text).not.toContain(UPSTREAM_FAILURE_TEXT);
      expect(text).not.toContain('SQLSTATE');
      const body = apiErrorSchema.strict().parse(JSON.parse(text));
      expect(body.error.message).not.toBe('');
      expect(body.error.code).not.toBe('internal_error');
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(faulted.length).toBeGreaterThan(0);
    }
    if (row.fault === 'timeout') {
      // The fetch itself was aborted, not only its answer abandoned.
      // (A route's parallel calls each run out of time on their own timer, a moment apart.)
      await vi.waitFor(() => {
        for (const request of faulted) expect(request.signal.aborted).toBe(true);
      });
    }

    // A fault of the upstream is not the end of a session: once it answers again, so does the route.
    portal.injectFault(null);
    if (row.who) {
      const session = await client.call('/api/session');
      expect(session.status).toBe(200);
    }
    expect((await call(client, row)).status).toBeLessThan(500);
  });
});

/** Every line the Worker writes to the console while `run` runs, parsed. */
async function logLinesOf(run: () => Promise<void>): Promise<Record<string, unknown>[]> {
  const lines: string[] = [];
  const spies = (['log', 'warn', 'error'] as const).map((method) =>
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      lines.push(args.map(String).join(' '));
    }),
  );
  try {
    await run();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return lines.flatMap((line) => {
    try {
      return [JSON.parse(line) as Record<string, unknown>];
    } catch {
      return [];
    }
  });
}

describe('an upstream failure that explains itself', () => {
  it.each([
    ['a read', '/api/profile/details', 'GET', GENERIC_ERROR_MESSAGE],
    ['a two-factor panel', '/api/profile/two-factor/enrolment', 'POST', GENERIC_ERROR_MESSAGE],
    ['a read with the spec’s own failure text', '/api/total-benefits/summary', 'GET', null],
  ])(
    '(%s) answers the portal’s words; the log has the upstream’s, with the request id',
    async (_, path, method, message) => {
      const portal = createTestPortal();
      const client = createApiClient(portal, 'acme', { ip: nextIp() });
      expect((await client.login('emma.employee@acme.test')).status).toBe(200);
      portal.injectFault('server-error-text');
      let response = new Response();
      const lines = await logLinesOf(async () => {
        response = await client.call(path, { method });
      });

      expect(response.status).toBe(502);
      const text = await response.text();
      expect(text).not.toContain(UPSTREAM_FAILURE_TEXT);
      const body = apiErrorSchema.strict().parse(JSON.parse(text));
      if (message) expect(body.error.message).toBe(message);
      const requestId = response.headers.get(REQUEST_ID_HEADER);
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(lines).toContainEqual(
        expect.objectContaining({
          event: 'upstream_failed',
          requestId,
          upstreamStatus: 500,
          upstreamText: UPSTREAM_FAILURE_TEXT,
        }),
      );
    },
  );
});

describe('the time-out', () => {
  it('answers 504 upstream_timeout with the spec’s network message, and a slow upstream is not asked twice', async () => {
    // The total benefits summary is retried once on error (spec 7), but not after a time-out.
    const row: Family = {
      family: 'benefits',
      who: 'emma.employee@acme.test',
      path: '/api/total-benefits/summary',
    };
    const { portal, client } = await setUp(row);
    const faulted = portal.injectFault('timeout');
    const response = await call(client, row);
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({
      error: { message: 'Failed to fetch', code: 'upstream_timeout' },
    });
    expect(faulted).toHaveLength(1);
    // Its other failures are still asked again.
    const retried = portal.injectFault('server-error');
    expect((await call(client, row)).status).toBe(502);
    expect(retried).toHaveLength(2);
  });

  it('keeps a route’s own text for an unreachable upstream, with 504 when it ran out of time', async () => {
    const row = FAMILIES.find((family) => family.family === 'recovery') as Family;
    const timedOut = await setUp(row);
    timedOut.portal.injectFault('timeout');
    const slow = await call(timedOut.client, row);
    const refused = await setUp(row);
    refused.portal.injectFault('refused');
    const down = await call(refused.client, row);
    expect([slow.status, down.status]).toEqual([504, 502]);
    expect(await slow.json()).toEqual(await down.json());
  });
});

describe('a failing token refresh', () => {
  it.each([
    ['server-error', 502],
    ['malformed-html', 502],
    ['timeout', 504],
  ] as const)(
    '(%s) answers %i and keeps the session: only a refused refresh token ends it',
    async (fault, status) => {
      let failRefresh = false;
      const portal = createTestPortal({
        upstreamTimeoutMs: TEST_TIMEOUT_MS,
        interceptUpstream: (request) => {
          if (!failRefresh) return undefined;
          // The token is refused, so the Worker refreshes it; the refresh is what fails.
          if (new URL(request.url).pathname.endsWith('/user')) {
            return Response.json({ message: 'Unauthenticated.' }, { status: 401 });
          }
          if (!new URL(request.url).pathname.endsWith('/login/refresh')) return undefined;
          if (fault === 'server-error') return new Response('<h1>502 Bad Gateway</h1>', { status: 502 });
          if (fault === 'malformed-html')
            return new Response('<!doctype html><p>Maintenance</p>', { status: 200 });
          return undefined;
        },
        holdUpstream: (request) =>
          failRefresh && fault === 'timeout' && new URL(request.url).pathname.endsWith('/login/refresh')
            ? new Promise((_, reject) =>
                request.signal.addEventListener('abort', () => reject(request.signal.reason)),
              )
            : Promise.resolve(),
      });
      const client = createApiClient(portal, 'acme', { ip: nextIp() });
      expect((await client.login('emma.employee@acme.test')).status).toBe(200);
      failRefresh = true;
      const failed = await client.call('/api/profile/details');
      expect(failed.status).toBe(status);
      apiErrorSchema.strict().parse(await failed.json());
      expect(client.cookie).not.toBeNull();

      failRefresh = false;
      expect((await client.call('/api/profile/details')).status).toBe(200);
    },
  );
});

describe('the login-URL check', () => {
  it('answers a maintenance page in place of JSON with 502 and its own text, not a 500', async () => {
    const portal = createTestPortal();
    const client = createApiClient(portal, 'acme', { ip: nextIp() });
    portal.injectFault('malformed-html');
    const response = await client.call('/api/auth/login-url', {
      method: 'POST',
      body: { email: 'emma.employee@acme.test' },
    });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      error: { message: 'Unable to process login request', code: expect.any(String) },
    });
  });
});
