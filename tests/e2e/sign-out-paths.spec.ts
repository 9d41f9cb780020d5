import { expect, expectNoSeriousAxeViolations, TENANTS, test } from './fixtures';
import { acceptCookiesIfAsked, expectLoginFormReady, signInThroughApi } from './session';

// Where a person goes when they sign out, and the redirect route (docs/decisions/047).
const c8 = TENANTS.c8.url;
const acme = TENANTS.acme.url;
const ONEHUB_SIGNED_OUT = 'http://localhost:8787/__dev/reference-sign-on/signed-out';

test("Dana, of the OneHub client C8 Demo, logs out to OneHub's logout page", async ({ page }) => {
  await signInThroughApi(page, 'demo.employee@c8.test', 'c8');
  await expect(page).toHaveURL(`${c8}/app/home/`);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: /Hi, Dana/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();

  await expect(page).toHaveURL(ONEHUB_SIGNED_OUT);
  await expect(page.getByRole('heading', { name: 'You have signed out of Reference sign-on' })).toBeVisible();
  // The session is over: the app sends her back to the login.
  await page.goto(`${c8}/app/home/`);
  await expect(page).toHaveURL(`${c8}/`);
});

for (const name of ['acme', 'globex'] as const) {
  const tenant = TENANTS[name];

  // With a partner's token and year it signs in instead (decision 076: partner-sign-on.spec.ts).
  test(`${name}: the redirect route without a token shows the login form and spends nothing`, async ({
    page,
  }) => {
    const signOn = page.waitForRequest('**/api/auth/sso', { timeout: 2_000 }).catch(() => null);
    await page.goto(`${tenant.url}/wrkit-redirect-sso/`);
    await acceptCookiesIfAsked(page);
    await expect(page.getByRole('heading', { level: 1, name: tenant.brand })).toBeVisible();
    await expect(page.getByLabel('Email address')).toBeVisible();
    await expectLoginFormReady(page);
    expect(await signOn).toBeNull();
    await expectNoSeriousAxeViolations(page);
  });
}

test('the redirect route restores a stored session and goes on to the home page', async ({ page }) => {
  await signInThroughApi(page, 'emma.employee@acme.test');
  await expect(page).toHaveURL(`${acme}/app/home/`);

  await page.goto(`${acme}/wrkit-redirect-sso/`);

  await expect(page).toHaveURL(`${acme}/app/home/`);
  await expect(page.getByRole('button', { name: /Hi, Emma/ })).toBeVisible();
});
