import { expect, expectNoSeriousAxeViolations, TENANTS, test } from './fixtures';
import { acceptCookiesIfAsked } from './session';

// An activation link that expired unused offers a new one (docs/decisions/048). Asking for it,
// which e-mails Nina a live link, is in recovery.mutating.spec.ts.
const acme = TENANTS.acme.url;
const globex = TENANTS.globex.url;

test("acme: Nina's expired first link says so and offers a new link", async ({ page }) => {
  await page.goto(`${acme}/activation/demo-acme-nina-expired`);
  await acceptCookiesIfAsked(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'There was an error requesting your activation' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send me a new activation link' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to home' })).toHaveAttribute('href', '/');
  await expectNoSeriousAxeViolations(page);
});

test("globex: a failed request for a new link says 'Oops... there was an issue requesting your activation link'", async ({
  page,
}) => {
  await page.route('**/api/activation/gone-link-0001', (route) =>
    route.fulfill({
      status: 410,
      json: {
        error: { message: 'There was an error requesting your activation', code: 'activation_link_expired' },
      },
    }),
  );
  await page.route('**/api/activation/gone-link-0001/new-link', (route) =>
    route.fulfill({
      status: 502,
      json: {
        error: {
          message: 'Oops... there was an issue requesting your activation link',
          code: 'activation_link_failed',
        },
      },
    }),
  );
  await page.goto(`${globex}/activation/gone-link-0001`);
  await acceptCookiesIfAsked(page);
  await page.getByRole('button', { name: 'Send me a new activation link' }).click();

  await expect(page.getByRole('alert')).toHaveText(
    'Oops... there was an issue requesting your activation link',
  );
  await expect(page.getByRole('button', { name: 'Send me a new activation link' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
