import { readFile } from 'node:fs/promises';
import { expect, expectNoSeriousAxeViolations, TENANTS, test } from './fixtures';
import { mintMasqueradeLink, signInThroughApi } from './session';

const acme = TENANTS.acme.url;
const globex = TENANTS.globex.url;
const SETTINGS = '/app/dashboard/platform-settings/';
const APPROVALS = '/app/dashboard/approve-selections';

test('Alex pages, searches and filters the two-factor table; the URL keeps it across reload and Back', async ({
  page,
}) => {
  await signInThroughApi(page, 'alex.admin@acme.test', 'acme', { to: SETTINGS });
  await expect(page.getByRole('heading', { level: 1, name: 'Platform settings' })).toBeVisible();
  const table = page.getByRole('table', { name: /Employee two-factor authentication/ });
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await expect(table.getByRole('row')).toHaveCount(11);
  await expect(pager).toContainText('Page 1 of 125');
  await expectNoSeriousAxeViolations(page);

  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager).toContainText('Page 2 of 125');
  await expect(page).toHaveURL(/[?&]page=2/);
  // allTextContents does not wait: the second page's rows first.
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  const secondPage = await table.getByRole('row').allTextContents();
  await page.reload();
  await expect(pager).toContainText('Page 2 of 125');
  await expect(table.getByRole('row')).toHaveText(secondPage);

  // A search returns to page 1; Enter applies it at once, without waiting for the debounce.
  await page.getByRole('searchbox', { name: 'Search employees' }).fill('smith');
  await page.getByRole('searchbox', { name: 'Search employees' }).press('Enter');
  await expect(page).toHaveURL(/[?&]search=smith/);
  await expect(page).toHaveURL(/[?&]page=1/);
  await expect(pager).toContainText('Page 1 of');
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  await page.getByLabel('Two-factor authentication', { exact: true }).selectOption('enabled');
  await expect(page).toHaveURL(/[?&]filter=enabled/);
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows.filter({ hasText: 'Not enabled' })).toHaveCount(0);
  await expect(rows.first()).toContainText('Smith');
  const shown = await rows.allTextContents();
  expect(shown.length).toBeGreaterThan(0);
  for (const row of shown) expect(row).toMatch(/Smith.*Enabled$/);

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search employees' })).toHaveValue('smith');
  await expect(page.getByLabel('Two-factor authentication', { exact: true })).toHaveValue('enabled');
  await expect(rows).toHaveCount(shown.length);

  await page.goBack();
  await expect(page).not.toHaveURL(/filter=enabled/);
  await expect(page.getByLabel('Two-factor authentication', { exact: true })).toHaveValue('');
});

test('the CSV download holds exactly the filtered rows', async ({ page }) => {
  await signInThroughApi(page, 'alex.admin@acme.test', 'acme', {
    to: `${SETTINGS}?page=1&search=patel&filter=disabled`,
  });
  // The pager's buttons are disabled in the Worker's HTML until the app has hydrated (decision 033).
  await expect(page.getByTestId('user-menu-button')).toBeEnabled();
  const table = page.getByRole('table', { name: /Employee two-factor authentication/ });
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pager).toBeVisible();
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  // Every page of the filtered list, read through the table itself.
  const emails: string[] = [];
  for (;;) {
    const cells = table
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .locator('td:nth-child(2)');
    await expect(cells.first()).toBeVisible();
    emails.push(...(await cells.allTextContents()));
    const next = pager.getByRole('button', { name: 'Next' });
    if (await next.isDisabled()) break;
    const before = await pager.textContent();
    await next.click();
    await expect(pager).not.toHaveText(before ?? '');
    await expect(table).not.toHaveAttribute('aria-busy', 'true');
  }
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download report (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('employee-two-factor.csv');
  const lines = (await readFile(await download.path(), 'utf8')).trimEnd().split('\r\n');
  expect(lines[0]).toBe('First name,Surname,Email,Registered,Two-factor authentication');
  expect(lines.slice(1).map((line) => line.split(',')[2])).toEqual(emails);
});

test("Gus sees globex enforced and Globex's Cycle to Work requests to approve; Drew's list (C8 Demo) shows its empty state (axe)", async ({
  page,
}) => {
  await signInThroughApi(page, 'gus.admin@globex.test', 'globex', { to: SETTINGS });
  await expect(
    page.getByRole('switch', { name: 'Enforce two-factor authentication for all employees' }),
  ).toHaveAttribute('aria-checked', 'true');
  await expectNoSeriousAxeViolations(page);
  await page.goto(`${globex}${APPROVALS}`);
  // Globex's recent requests await Gus (decision 078).
  await expect(page.getByRole('link', { name: 'Cycle to Work' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  // C8 Demo has no benefit that needs approval.
  await signInThroughApi(page, 'demo.admin@c8.test', 'c8', { to: APPROVALS });
  await expect(page.getByText('No approval data found')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('Alex opens a benefit’s approvals from the list; Approve or Reject with nothing ticked shows the dialog', async ({
  page,
}) => {
  await signInThroughApi(page, 'alex.admin@acme.test', 'acme', { to: APPROVALS });
  await expect(page.getByRole('heading', { level: 1, name: 'Approve Selections' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('link', { name: 'Cycle to Work' }).click();
  await expect(page).toHaveURL(`${acme}${APPROVALS}/5204`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Cycle to Work Selections awaiting approval' }),
  ).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb).toHaveText(/Home.*Employer dashboard.*Approve Selections/);
  const table = page.getByRole('table');
  for (const header of ['Employee', 'Bike and equipment value (£)', 'Email', 'Requested on', 'Start date']) {
    await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
  }
  await expect(table.getByRole('checkbox', { name: 'Select all selections' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'No selections to approve, please review your choice' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Reject' }).click();
  await expect(
    page.getByRole('dialog', { name: 'No selections to reject, please review your choice' }),
  ).toBeVisible();
});

test('Emma gets Access Denied on every page of this part of the dashboard', async ({ page }) => {
  await signInThroughApi(page, 'emma.employee@acme.test');
  await expect(page).toHaveURL(`${acme}/app/home/`);
  for (const path of [SETTINGS, APPROVALS, `${APPROVALS}/5204`]) {
    await page.goto(`${acme}${path}`);
    await expect(page.getByRole('heading', { name: 'Access Denied' }), path).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  }
});

test('Sam acting as Alex sees the tables but none of the controls that change anything', async ({ page }) => {
  await page.goto(await mintMasqueradeLink(page, 'alex.admin@acme.test', 2026));
  await expect(page).toHaveURL(`${acme}/app/home/`);
  await page.goto(`${acme}${APPROVALS}/5204`);
  await expect(page.getByRole('cell', { name: 'Emma Fielding', exact: true })).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reject' })).toHaveCount(0);
  await page.goto(`${acme}${SETTINGS}`);
  await expect(page.getByText('Two-factor authentication is optional for employees.')).toBeVisible();
  await expect(page.getByRole('switch')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Download report (CSV)' })).toBeVisible();
});

test('on a phone the enforcement switch keeps its size beside the heading, which wraps instead', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughApi(page, 'alex.admin@acme.test', 'acme', { to: SETTINGS });
  const enforcement = page.getByRole('switch', { name: /Enforce two-factor authentication/ });
  await expect(enforcement).toBeVisible();
  // Squeezed, the track narrows under its thumb, which then covers the word On or Off.
  const track = enforcement.locator('span').first();
  expect((await track.boundingBox())?.width).toBe(44);
  const words = enforcement.getByText(/^(On|Off)$/);
  const [trackBox, wordsBox] = [await track.boundingBox(), await words.boundingBox()];
  expect(wordsBox?.x ?? 0).toBeGreaterThanOrEqual((trackBox?.x ?? 0) + (trackBox?.width ?? 0));
});
