import { FONTS_READY_ATTRIBUTE } from '#contract/first-paint';
import { cachedBrandFonts, expect, expectScriptsAfterFirstPaint, TENANTS, test } from './fixtures';
import { expectLoginFormReady } from './session';

// Every public page is rendered by the Worker from the one route tree, in the tenant's look
// (docs/decisions/066-one-route-tree-one-renderer.md): it paints from the HTML alone, and the
// browser's first render, from the same bootstrap, matches that HTML for every tenant.

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const name of ['acme', 'globex'] as const) {
    const tenant = TENANTS[name];
    test(`${name}'s login page is painted, branded, from the HTML alone`, async ({ page }) => {
      await page.goto(`${tenant.url}/`);
      await expect(page.getByRole('heading', { level: 1, name: tenant.brand })).toBeVisible();
      await expect(page.getByLabel('Email address')).toBeVisible();
      await expect(page.getByRole('banner').getByRole('img', { name: tenant.brand }).first()).toBeVisible();
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText(tenant.company);
      await expect(footer.getByRole('link', { name: 'Contact us' })).toHaveCount(tenant.contactUs ? 1 : 0);
    });
  }
});

for (const [name, tenant] of Object.entries(TENANTS)) {
  test(`${name}'s server-rendered login hydrates without a hydration error`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto(`${tenant.url}/`);
    // The rendered markup is in the HTML itself.
    expect(await response?.text()).toContain(`>${tenant.brand}</h1>`);
    // The banner's buttons are enabled once the page's script has taken over (hydration); the
    // form is hydrated once a person uses it (decision 072).
    await expect(page.getByRole('button', { name: 'Accept cookies' })).toBeEnabled();
    await expectLoginFormReady(page);
    expect(errors).toEqual([]);
  });
}

// Paint first, then load (docs/decisions/013-paint-first.md).
test("the login page's scripts start loading only after its first contentful paint", async ({ page }) => {
  await page.goto(`${TENANTS.acme.url}/`);
  await expect(page.getByRole('button', { name: 'Accept cookies' })).toBeEnabled();
  await expectScriptsAfterFirstPaint(page);
});

test('a first visit paints in the system font and caches the brand fonts, which the next page renders with', async ({
  page,
}) => {
  const headingFont = () =>
    page.getByRole('heading', { level: 1 }).evaluate((heading) => getComputedStyle(heading).fontFamily);
  await page.goto(`${TENANTS.acme.url}/`);
  await expect(page.locator('html')).not.toHaveAttribute(FONTS_READY_ATTRIBUTE);
  expect(await headingFont()).not.toContain('Poppins');
  // After the first paint the page fetches the brand font files into the cache and records them.
  await expect
    .poll(() => cachedBrandFonts(page))
    .toContain('/fonts/5.3.0/poppins/poppins-latin-700-normal.woff2');

  await page.goto(`${TENANTS.acme.url}/forgotten-password/`);
  await expect(page.locator('html')).toHaveAttribute(FONTS_READY_ATTRIBUTE, '');
  expect(await headingFont()).toContain('Poppins');
  await expect.poll(() => page.evaluate(() => document.fonts.check('700 24px Poppins'))).toBe(true);
});

// The login form's code loads when a person starts to use the form (docs/decisions/072): a
// password manager's fill and Enter straight after it are not lost while it loads.
test('Enter straight after the address is filled in, before the form has its code, goes on to the password', async ({
  page,
}) => {
  await page.goto(`${TENANTS.acme.url}/`);
  // The page has taken over (its banner's buttons are enabled); the form's code has not loaded.
  await expect(page.getByRole('button', { name: 'Accept cookies' })).toBeEnabled();
  const email = page.getByRole('textbox', { name: 'Email address' });
  await email.fill('emma.employee@acme.test');
  await email.press('Enter');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await expect(email).toHaveValue('emma.employee@acme.test');
});
