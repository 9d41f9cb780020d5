import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, TENANTS, type TenantName, test } from './fixtures';
import { signIn } from './session';

// Account activity and "Sign out everywhere" in My profile (issue 32, decisions 055 and 056).
// Mutating: Piotr is signed out everywhere, which would end the sessions of the journeys that sign
// in as him (benefits, home) if they ran alongside.

const PIOTR = 'piotr.probation@acme.test';
const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

async function openProfile(page: Page, tenant: TenantName, email: string) {
  await signIn(page, email, tenant);
  await expect(page).toHaveURL(`${TENANTS[tenant].url}/app/home/`);
  await page.goto(`${TENANTS[tenant].url}/app/home/my-profile/`);
  await expect(page.getByRole('heading', { level: 1, name: 'My profile settings' })).toBeVisible();
}

const activityOf = (page: Page) => page.getByRole('region', { name: 'Account activity' });
const entriesOf = (page: Page) =>
  activityOf(page)
    .getByRole('list', { name: 'Account activity, newest first' })
    .getByTestId('account-activity-entry');

test('Piotr sees his sign-ins by device, pages back through them, and signs out everywhere', async ({
  page,
  browser,
}) => {
  const acme = TENANTS.acme.url;
  // His laptop (this page, Chrome on Windows) first, then his other computer (Firefox on Linux).
  await openProfile(page, 'acme', PIOTR);
  const other = await (await browser.newContext({ userAgent: FIREFOX_ON_LINUX })).newPage();
  await openProfile(other, 'acme', PIOTR);

  await page.reload();
  const activity = activityOf(page);
  await expect(entriesOf(page).first()).toContainText('You signed in with a password');
  await expect(entriesOf(page).first()).toContainText('Firefox on Linux');
  await expect(entriesOf(page).nth(1)).toContainText('Chrome on Windows');
  await expectNoSeriousAxeViolations(page);

  // Ten a page, newest first; the page is kept in the address, so a reload stays on it.
  const pager = activity.getByRole('navigation', { name: 'Account activity pages' });
  await expect(pager).toContainText(/Page 1 of \d+/);
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(`${acme}/app/home/my-profile/?activityPage=2`);
  await expect(pager).toContainText(/Page 2 of \d+/);
  await page.reload();
  await expect(activityOf(page).getByRole('navigation', { name: 'Account activity pages' })).toContainText(
    /Page 2 of \d+/,
  );
  await expect(entriesOf(page).first()).toContainText('You signed in with a password');

  // Asked first; then every session ends, this one too, as a logout does.
  await page.goto(`${acme}/app/home/my-profile/`);
  const open = activityOf(page).getByRole('button', { name: 'Sign out everywhere' });
  await expect(open).toBeEnabled();
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Sign out everywhere?' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Yes, sign out everywhere' }).click();
  await expect(page).toHaveURL(`${acme}/logout-success`);

  // The other computer still shows his profile; its next request finds the session over.
  await other.getByRole('region', { name: 'Account activity' }).getByRole('button', { name: 'Next' }).click();
  await expect(other).toHaveURL(`${acme}/`);
  await expect(other.getByLabel('Email address')).toBeVisible();
  await other.goto(`${acme}/app/home/my-profile/`);
  await expect(other).toHaveURL(`${acme}/`);
  await other.context().close();

  // Signed in again, he sees it in his activity.
  await openProfile(page, 'acme', PIOTR);
  await expect(entriesOf(page).first()).toContainText('You signed in with a password');
  await expect(entriesOf(page).nth(1)).toContainText('You signed out everywhere');
  await expect(entriesOf(page).nth(1)).toContainText('Chrome on Windows');
});

test("in Globex's theme the activity and its confirmation pass axe, and Cancel keeps Gus signed in", async ({
  page,
}) => {
  await openProfile(page, 'globex', 'gus.admin@globex.test');
  await expect(entriesOf(page).first()).toContainText('You signed in with a password');
  await expectNoSeriousAxeViolations(page);
  const open = activityOf(page).getByRole('button', { name: 'Sign out everywhere' });
  await expect(open).toBeEnabled();
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Sign out everywhere?' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  await page.reload();
  await expect(page).toHaveURL(`${TENANTS.globex.url}/app/home/my-profile/`);
});
