import { TEST_CAPTCHA_TOKEN } from '#contract/auth';
import { expect, expectNoSeriousAxeViolations, TENANTS, test } from './fixtures';
import { acceptCookiesIfAsked } from './session';

/** The forgotten-password burst below, page loads and axe checks included, on a busy CI machine. */
const FORGOT_BURST_MS = 20_000;

test('a reset request for an unknown address shows the same success view; the tenth in a minute is refused', async ({
  page,
  startBurstInOneWindow,
}) => {
  // On the C8 tenant, so this burst cannot use up the acme journeys' allowance.
  const c8 = TENANTS.c8.url;
  await page.goto(`${c8}/forgotten-password`);
  await acceptCookiesIfAsked(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const ask = async (email: string) => {
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('checkbox', { name: "I'm not a robot" }).check();
    await page.getByRole('button', { name: 'Send reset link' }).click();
  };
  // The ten requests, with the page loads and checks between them, must fall in one window.
  await startBurstInOneWindow(FORGOT_BURST_MS);
  await ask('nobody.here@c8.test');
  await expect(page.getByRole('heading', { name: "It's on the way..." })).toBeVisible();
  await expect(
    page.getByText("Check your inbox! Don't forget to check your Junk & Spam folders."),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/');
  await expectNoSeriousAxeViolations(page);

  // Eight more straight to the Worker, as a script hammering the form would.
  const statuses = await page.evaluate(async (captchaToken) => {
    const results: number[] = [];
    for (let i = 0; i < 8; i++) {
      const response = await fetch('/api/password/forgot', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-portal-request': '1' },
        body: JSON.stringify({ email: `someone.${i}@c8.test`, captchaToken }),
      });
      results.push(response.status);
    }
    return results;
  }, TEST_CAPTCHA_TOKEN);
  expect(statuses).toEqual(Array(8).fill(200));

  await page.goto(`${c8}/forgotten-password`);
  await ask('the.tenth@c8.test');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Too many attempts. Please wait a minute and try again.' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: "It's on the way..." })).toHaveCount(0);
});

test('/reset-password without a token goes to the forgotten-password page', async ({ page }) => {
  await page.goto(`${TENANTS.acme.url}/reset-password`);
  await expect(page).toHaveURL(`${TENANTS.acme.url}/forgotten-password`);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
});

test('an expired link says so and goes back to the forgotten-password page after 3 seconds', async ({
  page,
}) => {
  // The Worker's answer for a token past its 60 minutes (the expiry itself is tested in the Worker tests).
  await page.route('**/api/password/reset/check', (route) =>
    route.fulfill({ status: 410, json: { error: { message: 'Token has expired', code: 'token_expired' } } }),
  );
  await page.goto(`${TENANTS.acme.url}/reset-password?token=expired-token-000000`);
  await expect(page.getByText('Token has expired')).toBeVisible();
  await expect(page).toHaveURL(`${TENANTS.acme.url}/forgotten-password?message=token-expired`, {
    timeout: 6000,
  });
  await expect(page.getByText('Your password renewal request has expired. Please try again.')).toBeVisible();
});
