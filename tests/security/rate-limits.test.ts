import { describe, expect, it } from 'vitest';
import { TEST_CAPTCHA_TOKEN } from '#contract/auth';
import { startBurstInOneWindow, timeoutForBurst } from '#fixtures/rate-limit-window.ts';
import { createApiClient, createTestPortal } from '#support/worker/test-portal.ts';

// Issue 20: the rate limit of every limited route (worker/middleware/rate-limit.ts callers; limits
// from wrangler.toml). Each burst runs inside one limiter window (decision 015) from its own client
// address, and the request one past the limit must get 429 in the one error shape.

/** Up to 121 calls, most of them through the reference API: more room than WORKER_BURST_MS. */
const BURST_MS = 20_000;

type Client = ReturnType<typeof createApiClient>;
type Limited = {
  route: string;
  limit: number;
  /** Signs in or begins what the route needs; resolves to the client to send the burst from. */
  prepare?: (client: Client) => Promise<void>;
  /** The i-th request of the burst (valid for the route's schema). */
  send: (client: Client, i: number) => Promise<Response>;
};

const post = (client: Client, path: string, body: unknown) => client.call(path, { method: 'POST', body });
const signIn = (email: string) => async (client: Client) => {
  expect((await client.login(email)).status).toBe(200);
};

const LIMITED: Limited[] = [
  {
    route: 'POST /api/auth/login-url',
    limit: 30,
    send: (client) => post(client, '/api/auth/login-url', { email: 'emma.employee@acme.test' }),
  },
  {
    route: 'POST /api/auth/login (per address and account)',
    limit: 10,
    send: (client) => client.login('nobody.at.all@acme.test', 'not-it'),
  },
  {
    route: 'POST /api/auth/sso',
    limit: 10,
    send: (client) => post(client, '/api/auth/sso', { token: 'not-a-real-token', schemeYear: 2026 }),
  },
  {
    route: 'POST /api/password/forgot (per address)',
    limit: 9,
    send: (client, i) =>
      post(client, '/api/password/forgot', {
        email: `nobody${i}@acme.test`,
        captchaToken: TEST_CAPTCHA_TOKEN,
      }),
  },
  {
    route: 'POST /api/password/forgot (per account, whatever the address)',
    limit: 3,
    send: (client, i) =>
      client.call('/api/password/forgot', {
        method: 'POST',
        body: { email: 'one.account@acme.test', captchaToken: TEST_CAPTCHA_TOKEN },
        headers: { 'cf-connecting-ip': `2001:db8:7a7e:f0::${i + 1}` },
      }),
  },
  {
    route: 'POST /api/password/reset/check and /reset/verify-dob (one bucket)',
    limit: 30,
    send: (client, i) =>
      i % 2
        ? post(client, '/api/password/reset/check', { token: 'not-a-reset-token' })
        : post(client, '/api/password/reset/verify-dob', {
            token: 'not-a-reset-token',
            dateOfBirth: '1985-03-12',
          }),
  },
  {
    route: 'POST /api/password/check',
    limit: 120,
    send: (client) => post(client, '/api/password/check', { password: 'Sunlit-Harbour#47' }),
  },
  {
    route: 'POST /api/password/reset',
    limit: 10,
    send: (client) =>
      post(client, '/api/password/reset', {
        token: 'not-a-reset-token',
        dateOfBirth: '1985-03-12',
        password: 'Another-Harbour#48',
      }),
  },
  {
    route: 'every /api/activation route (one bucket)',
    limit: 30,
    send: (client, i) =>
      i % 2
        ? client.call('/api/activation/no-such-link')
        : post(client, '/api/activation/no-such-link/dob', { dateOfBirth: '1990-04-15' }),
  },
  {
    route: 'POST /api/two-factor/login (per address and account)',
    limit: 5,
    prepare: async (client) => {
      expect(await (await client.login('tom.twofa@acme.test')).json()).toMatchObject({
        outcome: 'two-factor-code',
      });
    },
    send: (client) => post(client, '/api/two-factor/login', { code: '000000' }),
  },
  {
    route: 'POST /api/profile/two-factor/verify (per session)',
    limit: 5,
    prepare: signIn('emma.employee@acme.test'),
    send: (client) => post(client, '/api/profile/two-factor/verify', { code: '000000', step: 'temporary' }),
  },
  {
    route: 'POST /api/profile/password (per session)',
    limit: 10,
    prepare: signIn('piotr.probation@acme.test'),
    send: (client) =>
      post(client, '/api/profile/password', {
        currentPassword: 'not-the-password',
        password: 'Another-Harbour#48',
      }),
  },
  {
    route: 'POST /api/contact/enquiries (per address and person)',
    limit: 5,
    prepare: signIn('emma.employee@acme.test'),
    send: (client, i) =>
      post(client, '/api/contact/enquiries', { subject: 'General', comments: `Question ${i}` }),
  },
];

describe('every rate-limited route', () => {
  it.each(LIMITED.map((limited, index) => [limited.route, limited, index] as const))(
    '%s: the request one past the limit gets 429',
    async (_, limited, index) => {
      const client = createApiClient(createTestPortal(), 'acme', { ip: `2001:db8:7a7e::${index + 1}` });
      await limited.prepare?.(client);
      await startBurstInOneWindow(BURST_MS);
      const statuses: number[] = [];
      for (let i = 0; i < limited.limit; i++) statuses.push((await limited.send(client, i)).status);
      expect(
        statuses.filter((status) => status === 429),
        'refused within the limit',
      ).toEqual([]);
      expect(
        statuses.filter((status) => status >= 500),
        'failed within the limit',
      ).toEqual([]);
      const over = await limited.send(client, limited.limit);
      expect(over.status).toBe(429);
      expect(await over.json()).toEqual({
        error: { code: 'rate_limited', message: 'Too many attempts. Please wait a minute and try again.' },
      });
    },
    timeoutForBurst(BURST_MS),
  );
});

// Issue 42 item 8 (docs/decisions/064): every sub-domain the upstream does not know gets the default
// theme, and all of them share one bucket: a new label is not a new allowance.
const ACROSS_LABEL_ROUTES = [
  'POST /api/auth/login (per address and account)',
  'POST /api/auth/sso',
  'POST /api/password/reset/check and /reset/verify-dob (one bucket)',
];
const ACROSS_LABELS = LIMITED.filter(({ route }) => ACROSS_LABEL_ROUTES.includes(route));

describe('rate limits are per client, not per sub-domain label', () => {
  it('tries sign-in, link spends, reset links and date of birth checks', () => {
    expect(ACROSS_LABELS.map(({ route }) => route)).toEqual(ACROSS_LABEL_ROUTES);
  });

  it.each(ACROSS_LABELS.map((limited, index) => [limited.route, limited, index] as const))(
    '%s: a burst spread over x1., x2., … is limited as one bucket, and acme keeps its own',
    async (_, limited, index) => {
      const portal = createTestPortal();
      const ip = `2001:db8:7a7e:1abe::${index + 1}`;
      const onLabel = (i: number) => createApiClient(portal, `x${i + 1}`, { ip });
      await startBurstInOneWindow(BURST_MS);
      const statuses: number[] = [];
      for (let i = 0; i < limited.limit; i++) statuses.push((await limited.send(onLabel(i), i)).status);
      expect(statuses.filter((status) => status === 429 || status >= 500)).toEqual([]);

      const over = await limited.send(onLabel(limited.limit), limited.limit);
      expect(over.status).toBe(429);
      expect((await limited.send(createApiClient(portal, 'acme', { ip }), 0)).status).not.toBe(429);
    },
    timeoutForBurst(BURST_MS),
  );
});
