import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, TENANTS, test } from './fixtures';
import { signInThroughApi } from './session';

// The portal installs as the client's own and has an offline page in its look (decision 079).
test.use({ serviceWorkers: 'allow' });

/**
 * What Chromium says stands in the way of installing the page (none: it can be installed). A test's
 * browser context is an incognito one, where nothing installs; that is the browser's, not the page's.
 */
async function installabilityErrors(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors: errors } = await cdp.send('Page.getInstallabilityErrors');
  await cdp.detach();
  return errors.map((error) => error.errorId).filter((id) => id !== 'in-incognito');
}

for (const tenant of ['acme', 'globex'] as const) {
  test(`${tenant}'s portal is installable as ${TENANTS[tenant].brand}, in its colour`, async ({ page }) => {
    await page.goto(`${TENANTS[tenant].url}/`);
    const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestUrl).not.toBeNull();
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute(
      'content',
      new RegExp(`^${TENANTS[tenant].primary}$`, 'i'),
    );
    const manifest = await page.evaluate(async (url) => (await fetch(url)).json(), manifestUrl ?? '');
    expect(manifest).toMatchObject({ name: TENANTS[tenant].brand, display: 'standalone' });
    expect(manifest.theme_color.toLowerCase()).toBe(TENANTS[tenant].primary.toLowerCase());
    await expect.poll(() => installabilityErrors(page)).toEqual([]);
  });
}

test('Offline, a page Emma opens shows the offline page in Acme colours, and keeps none of her data', async ({
  page,
  context,
}) => {
  await signInThroughApi(page, 'emma.employee@acme.test');
  // The worker comes once the page is idle, and keeps the offline page before it takes over.
  await page.evaluate(async () => {
    const { active } = await navigator.serviceWorker.ready;
    if (active?.state === 'activated') return;
    await new Promise((activated) =>
      active?.addEventListener('statechange', () => active.state === 'activated' && activated(null)),
    );
  });

  await context.setOffline(true);
  await page.goto(`${TENANTS.acme.url}/app/my-benefits/?category=health`);
  const heading = page.getByRole('heading', { name: "You're offline" });
  await expect(heading).toBeVisible();
  await expect(
    page.getByText(
      'This page needs an internet connection, and your device is not connected. Check your Wi-Fi or mobile data, then try again. Nothing you had saved is lost.',
    ),
  ).toBeVisible();
  const tryAgain = page.getByRole('link', { name: 'Try again' });
  await expect(tryAgain).toHaveAttribute('href', '/app/my-benefits/?category=health');
  // The client's colour on its button, and the brand's logo (kept inside the page).
  const buttonColour = await tryAgain.evaluate((link) => getComputedStyle(link).backgroundColor);
  expect(buttonColour).toBe('rgb(11, 95, 255)');
  await expectNoSeriousAxeViolations(page);

  // Back online, "Try again" opens the page she asked for.
  await context.setOffline(false);
  await tryAgain.click();
  await expect(page).toHaveURL(/\/app\/my-benefits\/\?category=health$/);
  await expect(page.getByRole('heading', { name: 'My benefits', level: 1 })).toBeVisible();

  // What the worker keeps: the offline page alone, with nothing of Emma's in it.
  const kept = await page.evaluate(async () => {
    const names = await caches.keys();
    const entries = await Promise.all(
      names.map(async (name) => {
        const cache = await caches.open(name);
        const requests = await cache.keys();
        return Promise.all(
          requests.map(async (request) => ({
            url: new URL(request.url).pathname,
            text: (await (await cache.match(request))?.text()) ?? '',
          })),
        );
      }),
    );
    return entries.flat();
  });
  expect(kept.map((entry) => entry.url)).toEqual(['/offline/']);
  expect(kept[0]?.text).not.toMatch(/Emma|Fielding|emma\.employee/);
});
