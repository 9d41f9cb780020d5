import { expect, TENANTS, test } from './fixtures';
import { signInThroughApi } from './session';

// The browser title (spec 2.3; docs/decisions/069-one-title-mechanism.md): the route's, in the
// Worker's HTML and after each client navigation; a benefit's page is titled with its name.

const acme = TENANTS.acme.url;

test('a benefit’s page is titled with its name in its HTML and after a client navigation', async ({
  page,
}) => {
  await signInThroughApi(page, 'emma.employee@acme.test');
  await expect(page).toHaveURL(`${acme}/app/home/`);
  await expect(page).toHaveTitle('Home | Acme Rewards');

  // The Worker's HTML carries the benefit's name when the page arrives whole.
  const response = await page.goto(`${acme}/app/my-benefits/5202`);
  expect(await response?.text()).toContain('<title>Dental Cover | Acme Rewards</title>');
  await expect(page).toHaveTitle('Dental Cover | Acme Rewards');

  // Client navigations: the list, then a benefit from it.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My benefits' }).click();
  await expect(page).toHaveURL(`${acme}/app/my-benefits/`);
  await expect(page).toHaveTitle('My benefits | Acme Rewards');
  await page.getByRole('link', { name: 'Dental Cover' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dental Cover' })).toBeVisible();
  await expect(page).toHaveTitle('Dental Cover | Acme Rewards');
});
