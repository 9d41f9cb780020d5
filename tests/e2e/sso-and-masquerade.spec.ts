import { expect, expectNoSeriousAxeViolations, TENANTS, test } from './fixtures';
import { acceptCookiesIfAsked, mintMasqueradeLink } from './session';

const globex = TENANTS.globex.url;
const acme = TENANTS.acme.url;

test('Sid is sent to his sign-on page and comes back signed in', async ({ page }) => {
  await page.goto(`${globex}/`);
  await acceptCookiesIfAsked(page);
  await page.getByLabel('Email address').fill('sid.sso@sso.globex.test');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/__dev\/reference-sign-on\?email=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reference sign-on' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue as Sid Lowe' }).click();

  await expect(page).toHaveURL(`${globex}/app/home/`);
  await expect(page.getByRole('button', { name: /Hi, Sid/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('a sign-on link that does not work says so', async ({ page }) => {
  await page.goto(`${globex}/sso-login/not-a-real-sign-on-token/2026`);
  await expect(page.getByRole('heading', { name: 'Oops somethings gone wrong.' })).toBeVisible();
  await expect(page.getByText('We are unable to connect you. Please contact us')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('the unable-to-log-in page', async ({ page }) => {
  await page.goto(`${globex}/sso-error/`);
  await expect(page.getByRole('heading', { name: 'Unable to log in' })).toBeVisible();
  await expect(page.getByText('Sorry, there was a problem signing in to your account')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test("Sam's masquerade link opens Emma's home once, with the banner and without the cookie banner", async ({
  page,
  browser,
}) => {
  const url = await mintMasqueradeLink(page, 'emma.employee@acme.test', 2026);
  expect(url).toMatch(new RegExp(`^${acme}/sso-login/msq[A-Za-z0-9_-]+/2026$`));

  await page.goto(url);
  await expect(page).toHaveURL(`${acme}/app/home/`);
  const banner = page.getByRole('region', { name: 'Masquerade session' });
  await expect(banner).toContainText('Emma Fielding');
  await expect(banner).toContainText('2026');
  await expect(page.getByRole('button', { name: 'Accept cookies' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  const again = await browser.newContext();
  const second = await again.newPage();
  await second.goto(url);
  await expect(second.getByRole('heading', { name: 'Ooops your link has expired' })).toBeVisible();
  await expect(
    second.getByText(
      "This link has expired. Don't worry close this tab and start the masquerade session again.",
    ),
  ).toBeVisible();
  await again.close();
});
