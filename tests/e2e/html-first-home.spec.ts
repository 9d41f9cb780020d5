import { expect, expectScriptsAfterFirstPaint, TENANTS, test } from './fixtures';
import { samePersonWithoutAppScripts, signInThroughApi } from './session';

// The signed-in home is streamed by the Worker with the person and their cards
// (docs/decisions/033): it paints from the HTML alone, and the app hydrates it.

const acme = TENANTS.acme.url;

test("Emma's home is painted from the HTML alone, with her name and her links only", async ({
  page,
  browser,
}) => {
  await signInThroughApi(page, 'emma.employee@acme.test');
  await expect(page).toHaveURL(`${acme}/app/home/`);
  const html = await samePersonWithoutAppScripts(page, browser);
  await html.goto(`${acme}/app/home/`);
  await expect(html.getByRole('heading', { level: 1, name: 'Welcome, Emma' })).toBeVisible();
  const nav = html.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'My benefits' })).toBeVisible();
  // An employee has no dashboard.
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await expect(html.getByTestId('user-menu-button')).toContainText('Hi, Emma');
  // Without the app's script, its buttons stay disabled rather than doing nothing when pressed.
  await expect(html.getByTestId('user-menu-button')).toBeDisabled();
  await expect(html.getByRole('contentinfo')).toContainText(TENANTS.acme.company);
  await html.context().close();
});

test("an employer's prerendered home keeps the Dashboard link", async ({ page }) => {
  await signInThroughApi(page, 'alex.admin@acme.test');
  await expect(page).toHaveURL(`${acme}/app/home/`);
  const response = await page.goto(`${acme}/app/home/`);
  const body = (await response?.text()) ?? '';
  expect(body).toContain('>Welcome, Alex</h1>');
  expect(body).toContain('>Dashboard</a>');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }),
  ).toBeVisible();
});

test('the prerendered home hydrates without an error, its scripts after its first paint', async ({
  page,
}) => {
  await signInThroughApi(page, 'emma.employee@acme.test');
  await expect(page).toHaveURL(`${acme}/app/home/`);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto(`${acme}/app/home/`);
  expect(await response?.text()).toContain('>Welcome, Emma</h1>');
  // The user menu is disabled until the app has hydrated the page, and works then.
  await page.getByTestId('user-menu-button').click();
  await expect(page.getByRole('menuitem', { name: 'My profile settings' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'My profile settings' })).toBeHidden();
  await expectScriptsAfterFirstPaint(page);
  expect(errors).toEqual([]);
});
