import { expect, expectNoSeriousAxeViolations, TENANTS, test } from './fixtures';
import { samePersonWithoutAppScripts, signInThroughApi } from './session';

// Every signed-in page is streamed by the Worker from the one route tree with the data it read
// through its own routes (docs/decisions/033): a product page, total benefits and engagement paint
// from the HTML, and the app hydrates them without asking for that data again.

const acme = TENANTS.acme.url;
const DENTAL = 5202;

test("Emma's Dental Cover page is painted from the HTML alone: name, summary, cover, cost and description", async ({
  page,
  browser,
}) => {
  await signInThroughApi(page, 'emma.employee@acme.test');
  await expect(page).toHaveURL(`${acme}/app/home/`);
  const html = await samePersonWithoutAppScripts(page, browser);
  await html.goto(`${acme}/app/my-benefits/${DENTAL}`);
  await expect(html.getByRole('heading', { level: 1, name: 'Dental Cover' })).toBeVisible();
  await expect(
    html.getByText('Cash back on check-ups, hygienist visits and treatment, for you and your family.'),
  ).toBeVisible();
  await expect(html.getByRole('region', { name: 'Monthly cost' }).getByRole('term').first()).toHaveText(
    'Your monthly cost',
  );
  // What her cover is comes with the HTML too (decision 074).
  await expect(html.getByRole('region', { name: 'Your cover' })).toContainText('James Fielding');
  await expect(
    html.getByText('Up to £750 a year towards fillings, crowns and root canal treatment'),
  ).toBeVisible();
  // Without the app's script its buttons stay disabled rather than doing nothing when pressed.
  await expect(html.getByRole('button', { name: 'Opt out' })).toBeDisabled();
  await html.context().close();
});

test('the product page hydrates without an error or a second read of its data, and works', async ({
  page,
}) => {
  await signInThroughApi(page, 'emma.employee@acme.test');
  await expect(page).toHaveURL(`${acme}/app/home/`);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const dataCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith(`/api/benefits/${DENTAL}`)) dataCalls.push(request.url());
  });
  const response = await page.goto(`${acme}/app/my-benefits/${DENTAL}`);
  expect(await response?.text()).toContain('>Dental Cover</h1>');
  const optOut = page.getByRole('button', { name: 'Opt out' });
  await expect(optOut).toBeEnabled();
  await optOut.click();
  const panel = page.getByRole('dialog', { name: 'Opt out of this benefit' });
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(optOut).toBeFocused();
  await expectNoSeriousAxeViolations(page);
  expect(dataCalls).toEqual([]);
  expect(errors).toEqual([]);
});

test("a benefit that does not exist comes with the missing-benefit text in the Worker's HTML", async ({
  page,
}) => {
  await signInThroughApi(page, 'emma.employee@acme.test');
  await expect(page).toHaveURL(`${acme}/app/home/`);
  const response = await page.goto(`${acme}/app/my-benefits/999999`);
  expect(await response?.text()).toContain('The benefit you are looking for has been removed or relocated.');
  await expect(
    page.getByText('Oops! The benefit you are looking for has been removed or relocated.'),
  ).toBeVisible();
});

test("Emma's total benefits are painted from the HTML alone, and hydrate without a second read", async ({
  page,
  browser,
}) => {
  await signInThroughApi(page, 'emma.employee@acme.test');
  await expect(page).toHaveURL(`${acme}/app/home/`);
  const html = await samePersonWithoutAppScripts(page, browser);
  await html.goto(`${acme}/app/my-total-benefits/?year=2026`);
  await expect(html.getByRole('heading', { level: 1, name: 'My total benefits' })).toBeVisible();
  const table = html.getByRole('table', { name: 'What you and your employer put into each benefit in 2026' });
  await expect(table.getByRole('row', { name: /Dental Cover/ }).getByRole('cell')).toHaveText([
    '£170.40',
    '£85.20',
  ]);
  await html.context().close();

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const dataCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/total-benefits')) dataCalls.push(request.url());
  });
  await page.goto(`${acme}/app/my-total-benefits/?year=2026`);
  // The app has taken over the HTML once its user menu is enabled; a radio works natively before
  // that, so a choice made earlier would not reach the URL.
  await expect(page.getByTestId('user-menu-button')).toBeEnabled();
  const monthly = page.getByRole('radio', { name: 'Month by month' });
  await monthly.check();
  await expect(page).toHaveURL(/mode=monthly/);
  // Only the new mode's data is asked for: the page's own came with its HTML.
  await expect.poll(() => dataCalls.length).toBe(1);
  expect(dataCalls[0]).toContain('mode=monthly');
  expect(errors).toEqual([]);
});

test("Alex's employee engagement is painted from the HTML alone, its tables included", async ({
  page,
  browser,
}) => {
  await signInThroughApi(page, 'alex.admin@acme.test');
  await expect(page).toHaveURL(`${acme}/app/home/`);
  const html = await samePersonWithoutAppScripts(page, browser);
  await html.goto(`${acme}/app/dashboard/employee-engagement/`);
  await expect(html.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(html.getByRole('table', { name: /^Sign-ins each week of \d{4}$/ })).toBeVisible();
  await expect(html.getByRole('table', { name: /^New registrations each month of \d{4}$/ })).toBeVisible();
  await html.context().close();
});

test("the forms' values are in the HTML alone: Alex's cover, a list's search and day range, Emma's phone number", async ({
  page,
  browser,
}) => {
  // What a form holds paints with the page, before (and without) its code: the manage page's
  // cover, and the profile's contact details, whose form loads on intent (decision 084).
  await signInThroughApi(page, 'alex.admin@acme.test');
  const alex = await samePersonWithoutAppScripts(page, browser);
  await alex.goto(`${acme}/app/my-benefits/5206/manage`);
  await expect(alex.getByRole('heading', { level: 1, name: 'Manage Life Assurance' })).toBeVisible();
  await expect(alex.getByRole('textbox', { name: 'Cover amount (£)', exact: true })).toHaveValue('150000');
  // A list's search and day range, from its URL.
  await alex.goto(`${acme}/app/dashboard/platform-settings/?page=1&search=smith`);
  await expect(alex.getByRole('searchbox', { name: 'Search employees' })).toHaveValue('smith');
  await alex.goto(`${acme}/app/dashboard/audit-trail?from=2026-09-01&to=2026-09-30`);
  await expect(alex.getByLabel('From', { exact: true })).toHaveValue('2026-09-01');
  await expect(alex.getByLabel('To', { exact: true })).toHaveValue('2026-09-30');
  await alex.context().close();

  await signInThroughApi(page, 'emma.employee@acme.test', 'acme', { to: '/app/home/my-profile/' });
  const emma = await samePersonWithoutAppScripts(page, browser);
  await emma.goto(`${acme}/app/home/my-profile/`);
  await expect(emma.getByRole('textbox', { name: 'Phone number' })).toHaveValue('07700 900123');
  await emma.context().close();
});
