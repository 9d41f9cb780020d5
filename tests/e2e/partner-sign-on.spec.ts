import { expect, expectNoSeriousAxeViolations, TENANTS, test } from './fixtures';
import { mintPartnerSignOnLink } from './session';

// A partner's single sign-on redirect (spec 2.1 and 2.13; docs/decisions/076): each test mints its
// own one-time token, so no other journey's data is touched.
const acme = TENANTS.acme.url;

test("a partner's redirect signs Emma in on her home page; the spent link then says it cannot connect her", async ({
  page,
  browser,
}) => {
  const url = await mintPartnerSignOnLink(page, 'emma.employee@acme.test');
  expect(url).toMatch(new RegExp(`^${acme}/wrkit-redirect-sso/[A-Za-z0-9_-]{43}/\\d{4}$`));

  await page.goto(url);
  await expect(page).toHaveURL(`${acme}/app/home/`);
  await expect(page.getByRole('button', { name: /Hi, Emma/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Signed in already: the redirect goes straight home, as the login page does.
  await page.goto(url);
  await expect(page).toHaveURL(`${acme}/app/home/`);

  // Anyone else with the same link: it was spent.
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto(url);
  await expect(second.getByRole('heading', { level: 1, name: 'Oops somethings gone wrong.' })).toBeVisible();
  await expect(second.getByText('We are unable to connect you. Please contact us')).toBeVisible();
  await expect(second).toHaveURL(url);
  await expectNoSeriousAxeViolations(second);
  await other.close();
});

test('an unknown partner token shows the sign-on failure, and the redirect route without one the login', async ({
  page,
}) => {
  await page.goto(`${acme}/wrkit-redirect-sso/not-a-real-partner-token/2026`);
  await expect(page.getByRole('heading', { level: 1, name: 'Oops somethings gone wrong.' })).toBeVisible();
  await expect(page.getByText('We are unable to connect you. Please contact us')).toBeVisible();

  await page.goto(`${acme}/wrkit-redirect-sso/`);
  await expect(page.getByRole('textbox', { name: 'Email address' })).toBeVisible();
});
