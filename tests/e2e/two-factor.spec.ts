import { nextTotpStep, TOM_TOTP_SECRET, TOTP_STEP_SECONDS, totpCode, wrongTotpCode } from '#fixtures/totp.ts';
import { expect, expectNoSeriousAxeViolations, TENANTS, test } from './fixtures';
import { enterAuthenticationCode, signIn } from './session';

const acme = TENANTS.acme.url;

test('Tom signs in with the code from his authenticator app; a wrong code shows the server lines', async ({
  page,
}, testInfo) => {
  await signIn(page, 'tom.twofa@acme.test');
  await expect(page).toHaveURL(`${acme}/two-fa/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Enter authentication code' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Enter submits only once all six digits are there.
  await page.getByLabel('Digit 1 of 6').fill('1');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${acme}/two-fa/`);

  await enterAuthenticationCode(page, await wrongTotpCode(TOM_TOTP_SECRET));
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toContainText('The code you entered is not valid');
  await expectNoSeriousAxeViolations(page);

  // A code is accepted once (RFC 6238 5.2). A retry or repeat of this test may come within the
  // step an earlier run spent, so it waits for a new step and types the code of the one after:
  // later than any step spent before, and still inside the server's window of one step either side.
  const earlierRuns = testInfo.retry + testInfo.repeatEachIndex;
  if (earlierRuns > 0) {
    test.setTimeout(testInfo.timeout + TOTP_STEP_SECONDS * 1000);
    await nextTotpStep();
  }
  await enterAuthenticationCode(page, await totpCode(TOM_TOTP_SECRET, earlierRuns > 0 ? 1 : 0));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${acme}/app/home/`);
  await expect(page.getByRole('button', { name: /Hi, Tom/ })).toBeVisible();
});

test('Back on the code page returns to the login page', async ({ page }) => {
  await signIn(page, 'tom.twofa@acme.test');
  await expect(page).toHaveURL(`${acme}/two-fa/`);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(`${acme}/`);
  await expect(page.getByLabel('Email address')).toBeVisible();
});

test('the code page without a pending sign-in goes back to the login page', async ({ page }) => {
  await page.goto(`${acme}/two-fa/`);
  await enterAuthenticationCode(page, '123456');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(`${acme}/`);
});
