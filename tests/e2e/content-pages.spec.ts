import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, TENANTS, test } from './fixtures';
import { signInThroughApi } from './session';

// The content pages (spec 2.11; docs/decisions/020-content-pages-and-contact.md): the Worker writes
// the client's sanitised policy into the page it serves, and the SPA takes over from there.

const acme = TENANTS.acme.url;

const PAGES = [
  { path: '/cookie-policy/', title: 'Our Cookie Policy', text: 'Essential cookies' },
  { path: '/privacy-statement/', title: 'Privacy Statement', text: 'What we collect' },
  { path: '/terms-and-conditions/', title: 'Terms and Conditions', text: '1. Who may use the portal' },
] as const;

/** Collects console errors and uncaught exceptions (a hydration mismatch is one). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const { path, title, text } of PAGES) {
  test(`a visitor reads acme's ${title} from the HTML, with Home leading to the login page`, async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const response = await page.goto(`${acme}${path}`);
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(html).toContain(`<h2>${text.replace('&', '&amp;')}</h2>`);
    await expect(page).toHaveTitle(`${title} | Acme Rewards`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: text })).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(breadcrumb.getByText(title)).toHaveAttribute('aria-current', 'page');
    // Let the page's script load and hydrate: a mismatch with the HTML would be logged.
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
}

test('a content page paints its policy with scripts turned off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${acme}/privacy-statement/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Statement' })).toBeVisible();
  await expect(page.getByText('Employment details', { exact: false })).toBeVisible();
  await expect(page).toHaveTitle('Privacy Statement | Acme Rewards');
  await context.close();
});

test('signed in, the breadcrumb leads to /app/home/', async ({ page }) => {
  await signInThroughApi(page, 'emma.employee@acme.test', 'acme', { to: '/terms-and-conditions/' });
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
  await expect(page.getByText('Version 3', { exact: false })).toBeVisible();
  const home = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' });
  await expect(home).toHaveAttribute('href', '/app/home/');
  await home.click();
  await expect(page).toHaveURL(`${acme}/app/home/`);
});

test('/cookie-policy/ never shows the cookie banner; the next page does', async ({ page }) => {
  await page.goto(`${acme}/cookie-policy/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Our Cookie Policy' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Accept cookies' })).toHaveCount(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy statement' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Statement' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept cookies' })).toBeVisible();
});

test('when the policy cannot be loaded the page says so and offers the way home', async ({ page }) => {
  await page.goto(`${acme}/privacy-statement/`);
  await expect(page.getByRole('button', { name: 'Accept cookies' })).toBeEnabled();
  await page.route('**/api/content/pages/termsAndConditions', (route) =>
    route.fulfill({ status: 502, json: { error: { message: 'CMS down', code: 'upstream_error' } } }),
  );
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and conditions' }).click();
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'There was an issue requesting the latest Terms and Conditions',
    }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Return to home' }).click();
  await expect(page).toHaveURL(`${acme}/`);
});

test('an upstream policy carrying a script, an onerror and a javascript: link renders inert', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const errors = collectErrors(page);
  const response = await page.goto(`${TENANTS.c8.url}/cookie-policy/`);
  const html = (await response?.text()) ?? '';
  const main = page.getByRole('main');
  await expect(main.getByText('Cookie settings help', { exact: false })).toBeVisible();
  await expect(main.getByText('published from the content system')).toBeVisible();
  // Wait for the page's script to have run, then for anything the policy might have started.
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy statement' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(
    await page.evaluate(() => (window as { __policyScriptRan?: boolean }).__policyScriptRan),
  ).toBeUndefined();
  expect(dialogs).toEqual([]);
  await expect(main.locator('[onerror], [onclick], [onmouseover], [style]')).toHaveCount(0);
  await expect(main.locator('script, img, iframe, style')).toHaveCount(0);
  await expect(main.locator('a[href^="javascript:"]')).toHaveCount(0);
  expect(html).not.toContain('onerror=');
  expect(html).not.toContain('__policyScriptRan = true');
  expect(errors).toEqual([]);
});

for (const tenant of ['acme', 'globex'] as const) {
  test(`${tenant}'s content pages have no serious accessibility violation`, async ({ page }) => {
    for (const { path, title } of PAGES) {
      await page.goto(`${TENANTS[tenant].url}${path}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    }
  });
}
