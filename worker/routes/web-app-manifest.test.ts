import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { WEB_APP_MANIFEST_PATH } from '#contract/offline-page';
import { createTestPortal } from '#support/worker/test-portal.ts';
import { themeCacheKey } from '../theme/theme-store';

beforeEach(async () => {
  await Promise.all(['acme', 'globex', 'localhost'].map((t) => env.THEMES.delete(themeCacheKey(t))));
});

async function manifestOf(origin: string) {
  const answer = await createTestPortal().fetch(`${origin}${WEB_APP_MANIFEST_PATH}`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toContain('application/manifest+json');
  return answer.json();
}

describe('the web app manifest (decision 079)', () => {
  it("names each client's portal by its brand, in its primary colour, with its logo", async () => {
    expect(await manifestOf('http://acme.localhost:8787')).toMatchObject({
      name: 'Acme Rewards',
      short_name: 'Acme Rewards',
      start_url: '/app/home/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0B5FFF',
      icons: [{ src: '/brands/acme/logo-mobile.svg', sizes: 'any', type: 'image/svg+xml' }],
    });
    expect(await manifestOf('http://globex.localhost:8787')).toMatchObject({
      name: 'Globex Benefits',
      theme_color: '#0F7B6C',
      icons: [{ src: '/brands/globex/logo-mobile.svg' }],
    });
  });

  it("gives a portal without a client's theme the spec's defaults", async () => {
    expect(await manifestOf('http://localhost:8787')).toMatchObject({ name: 'C8', theme_color: '#333333' });
  });

  it('is linked from every page, with the colour the browser paints its bar in', async () => {
    const html = await (
      await createTestPortal().fetch('http://globex.localhost:8787/forgotten-password/')
    ).text();
    expect(html).toContain(`<link rel="manifest" href="${WEB_APP_MANIFEST_PATH}">`);
    expect(html).toContain('<meta name="theme-color" content="#0F7B6C">');
  });
});
