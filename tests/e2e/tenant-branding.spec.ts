import { cachedBrandFonts, expect, expectNoSeriousAxeViolations, TENANTS, test } from './fixtures';

for (const [name, tenant] of Object.entries(TENANTS)) {
  test.describe(`${name} branding`, () => {
    test('the first HTML bytes already carry the tenant theme and title', async ({ page }) => {
      const response = await page.goto(`${tenant.url}/`);
      expect(response?.status()).toBe(200);
      const html = (await response?.text()) ?? '';
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain(`<title>Login | ${tenant.brand}</title>`);
      expect(head).toContain(`--brand-primary-100:${tenant.primary}`);
      expect(response?.headers()['cache-control']).toBe('no-store');
      await expect(page).toHaveTitle(`Login | ${tenant.brand}`);
      const primary = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--brand-primary-100').trim(),
      );
      expect(primary).toBe(tenant.primary);
      await expect(page.getByRole('heading', { level: 1, name: tenant.brand })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });
  });
}

test('acme and globex differ in logo, fonts and colours, all self-hosted', async ({ page }) => {
  const seen: Record<string, { logo: string | null; body: string; heading: string; fontHosts: string[] }> =
    {};
  for (const name of ['acme', 'globex'] as const) {
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fontRequests.push(request.url());
    });
    page.on('requestfinished', (request) => {
      // A first visit fetches the brand font files into the cache after its first paint
      // (docs/decisions/013-paint-first.md); the next page renders with them.
      if (request.resourceType() === 'fetch' && new URL(request.url()).pathname.startsWith('/fonts/')) {
        fontRequests.push(request.url());
      }
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${TENANTS[name].url}/`);
    await expect.poll(() => cachedBrandFonts(page)).not.toBeNull();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: TENANTS[name].brand })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    const logo = page.getByRole('banner').getByRole('img', { name: TENANTS[name].brand }).first();
    await expect(logo).toBeVisible();
    seen[name] = {
      logo: await logo.getAttribute('src'),
      body: await page.evaluate(() => getComputedStyle(document.body).fontFamily),
      heading: await page.evaluate(
        () => getComputedStyle(document.querySelector('h1') as Element).fontFamily,
      ),
      fontHosts: [...new Set(fontRequests.map((url) => new URL(url).host))],
    };
    expect(seen[name].fontHosts.every((host) => host === new URL(TENANTS[name].url).host)).toBe(true);
    page.removeAllListeners('request');
    page.removeAllListeners('requestfinished');
  }
  expect(seen.acme?.logo).toContain('/brands/acme/');
  expect(seen.globex?.logo).toContain('/brands/globex/');
  expect(seen.acme?.body).toContain('Inter');
  expect(seen.acme?.heading).toContain('Poppins');
  expect(seen.globex?.body).toContain('Lato');
  expect(seen.globex?.heading).toContain('Merriweather');
});

test('an unknown sub-domain gets the default theme', async ({ page }) => {
  await page.goto('http://nobody.localhost:8787/');
  await expect(page).toHaveTitle('Login | C8');
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--brand-primary-100').trim(),
  );
  expect(primary).toBe('#333333');
});

test('hashed assets are cached immutably while the HTML is not', async ({ page }) => {
  const scripts: { url: string; cacheControl: string | undefined }[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/assets/') && response.url().endsWith('.js')) {
      scripts.push({ url: response.url(), cacheControl: response.headers()['cache-control'] });
    }
  });
  const html = await page.goto(`${TENANTS.acme.url}/`);
  expect(html?.headers()['cache-control']).toBe('no-store');
  // The scripts load after the first paint; the enabled banner buttons show they have run.
  await expect(page.getByRole('button', { name: 'Accept cookies' })).toBeEnabled();
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script.cacheControl).toBe('public, max-age=31536000, immutable');
});
