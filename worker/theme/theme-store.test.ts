import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { runSeedStatements } from '#reference-api/seed/seed-database.ts';
import { createTestPortal } from '#support/worker/test-portal.ts';
import { NEGATIVE_CACHE_SECONDS, themeCacheKey } from './theme-store';

const TTL = Number(env.THEME_TTL_SECONDS);
const themeCalls = (calls: string[]) => calls.filter((path) => path.startsWith('/v2/theme/'));

beforeEach(async () => {
  await Promise.all(['acme', 'nowhere'].map((t) => env.THEMES.delete(themeCacheKey(t))));
});
afterEach(async () => {
  await runSeedStatements(env.REF_DB, inject('referenceSeedStatements'));
});

describe('theme cache', () => {
  it('reads the theme from KV after the first request, without calling the upstream', async () => {
    const portal = createTestPortal();
    await portal.fetch('http://acme.localhost/');
    expect(themeCalls(portal.upstreamCalls)).toEqual(['/v2/theme/acme']);
    const second = await (await portal.fetch('http://acme.localhost/forgotten-password/')).text();
    expect(second).toContain('--brand-primary-100:#0B5FFF');
    expect(themeCalls(portal.upstreamCalls)).toHaveLength(1);
    expect(await env.THEMES.get(themeCacheKey('acme'))).toContain('Acme Rewards');
  });

  it('shows a changed theme once the TTL has passed, refreshing in the background', async () => {
    const portal = createTestPortal();
    await portal.fetch('http://acme.localhost/');
    await env.REF_DB.prepare(
      "UPDATE themes SET primary_colour = 'AA0044' WHERE client_id = (SELECT id FROM clients WHERE slug = 'acme')",
    ).run();

    portal.advanceSeconds(TTL - 1);
    expect(await (await portal.fetch('http://acme.localhost/')).text()).toContain(
      '--brand-primary-100:#0B5FFF',
    );
    expect(themeCalls(portal.upstreamCalls)).toHaveLength(1);

    portal.advanceSeconds(2);
    // The stale theme is served at once; waitUntil refreshes KV behind it.
    expect(await (await portal.fetch('http://acme.localhost/')).text()).toContain(
      '--brand-primary-100:#0B5FFF',
    );
    expect(themeCalls(portal.upstreamCalls)).toHaveLength(2);
    expect(await (await portal.fetch('http://acme.localhost/')).text()).toContain(
      '--brand-primary-100:#AA0044',
    );
    expect(themeCalls(portal.upstreamCalls)).toHaveLength(2);
  });

  it('remembers an unknown tenant briefly instead of asking the upstream on every request', async () => {
    const portal = createTestPortal();
    await portal.fetch('http://nowhere.localhost/');
    await portal.fetch('http://nowhere.localhost/');
    expect(themeCalls(portal.upstreamCalls)).toEqual(['/v2/theme/nowhere']);
    portal.advanceSeconds(NEGATIVE_CACHE_SECONDS);
    await portal.fetch('http://nowhere.localhost/');
    expect(themeCalls(portal.upstreamCalls)).toHaveLength(2);
  });

  it('brands with the defaults when the upstream is down, and caches nothing', async () => {
    const portal = createTestPortal({ failUpstream: true });
    const html = await (await portal.fetch('http://acme.localhost/')).text();
    expect(html).toContain('--brand-primary-100:#333333');
    expect(await env.THEMES.get(themeCacheKey('acme'))).toBeNull();
  });

  it('keeps serving the cached theme while the upstream is down', async () => {
    await createTestPortal().fetch('http://acme.localhost/');
    const failing = createTestPortal({ failUpstream: true });
    failing.advanceSeconds(TTL * 2);
    expect(await (await failing.fetch('http://acme.localhost/')).text()).toContain(
      '--brand-primary-100:#0B5FFF',
    );
  });
});
