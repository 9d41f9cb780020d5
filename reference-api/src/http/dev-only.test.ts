import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { devRoutes } from '../routes/dev.ts';
import { referenceSignOnRoutes } from '../routes/reference-sign-on.ts';

// The test run's ENVIRONMENT is 'test'; these call the routers directly as another environment would.
const bindings = (ENVIRONMENT: string) => ({ DB: env.REF_DB, ENVIRONMENT });

describe('development-only helpers', () => {
  it.each(['production', 'staging'])('are closed (404) when ENVIRONMENT is %s', async (environment) => {
    const requests: Array<[typeof devRoutes | typeof referenceSignOnRoutes, string, RequestInit]> = [
      [referenceSignOnRoutes, '/sso/reference-sign-on?email=sid.sso%40sso.globex.test', {}],
      [
        referenceSignOnRoutes,
        '/sso/reference-sign-on',
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'email=sid.sso%40sso.globex.test',
        },
      ],
      [referenceSignOnRoutes, '/sso/reference-sign-on/signed-out', {}],
      [
        devRoutes,
        '/__dev/masquerade-link',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'emma.employee@acme.test', schemeYear: 2026 }),
        },
      ],
    ];
    for (const [router, path, init] of requests) {
      const response = await router.request(path, init, bindings(environment));
      expect(response.status, path).toBe(404);
    }
    expect(await env.REF_DB.prepare('SELECT count(*) AS n FROM sign_on_tokens').first('n')).toBe(0);
  });

  it('are open in development', async () => {
    const response = await referenceSignOnRoutes.request(
      '/sso/reference-sign-on/signed-out',
      {},
      bindings('development'),
    );

    expect(response.status).toBe(200);
  });
});
