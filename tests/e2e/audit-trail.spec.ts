import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, TENANTS, test } from './fixtures';
import { signInThroughApi } from './session';

// The employer's audit trail (issue 32, docs/decisions/057): Alex filters it by action, person and
// days, the URL keeps the filters, and the CSV holds exactly the rows the filters leave, every page
// of them; axe in acme's and globex's themes.

const acme = TENANTS.acme.url;
const globex = TENANTS.globex.url;
const TRAIL = '/app/dashboard/audit-trail';

function trailTable(page: Page): Locator {
  return page.getByRole('table', { name: /^Audit trail events/ });
}

/** Every row of every page of the filtered trail, read through the table: [action, about]. */
async function everyRow(page: Page): Promise<string[][]> {
  const table = trailTable(page);
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  const rows: string[][] = [];
  for (;;) {
    const cells = table.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(cells.first()).toBeVisible();
    for (const row of await cells.all()) {
      const [, action = '', , about = ''] = await row.getByRole('cell').allTextContents();
      rows.push([action, about]);
    }
    const next = pager.getByRole('button', { name: 'Next' });
    if (await next.isDisabled()) break;
    const before = await pager.textContent();
    await next.click();
    await expect(pager).not.toHaveText(before ?? '');
    await expect(table).not.toHaveAttribute('aria-busy', 'true');
  }
  return rows;
}

/** The CSV the page's link downloads, as [action, about name + e-mail] per event. */
async function downloadedRows(page: Page): Promise<string[][]> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('audit-trail.csv');
  const lines = (await readFile(await download.path(), 'utf8')).trimEnd().split('\r\n');
  expect(lines[0]).toBe('When (UTC),Action,By,By e-mail,About,About e-mail,Details');
  // No seeded name, e-mail or action holds a comma or a quote: a plain split reads the fields.
  return lines.slice(1).map((line) => {
    const [, action = '', , , aboutName = '', aboutEmail = ''] = line.split(',');
    return [action, aboutName === '' ? '—' : `${aboutName}${aboutEmail}`];
  });
}

test('Alex filters the audit trail by action, person and days, and downloads exactly the filtered rows', async ({
  page,
}) => {
  await signInThroughApi(page, 'alex.admin@acme.test', 'acme', { to: '/app/dashboard/' });
  await page.getByRole('link', { name: 'Open audit trail' }).click();
  await expect(page).toHaveURL(`${acme}${TRAIL}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
  const table = trailTable(page);
  // Newest first: the act-as journeys running beside this one may have put sessions above it.
  await expect(table.getByRole('row').filter({ hasText: 'Welcome e-mail resent' }).first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The action filter, then a person: both return to page 1 and stay in the URL.
  await page.getByLabel('Action', { exact: true }).selectOption('Welcome e-mail resent');
  await expect(page).toHaveURL(/[?&]action=welcome-email-resent/);
  await page.getByRole('searchbox', { name: 'Person' }).fill('nina');
  await page.getByRole('searchbox', { name: 'Person' }).press('Enter');
  await expect(page).toHaveURL(/[?&]person=nina/);
  const ninas = await everyRow(page);
  expect(ninas).toEqual(expect.arrayContaining([['Welcome e-mail resent', 'Nina Patelnina.new@acme.test']]));
  expect(ninas.every(([action, about]) => action === 'Welcome e-mail resent' && about.includes('nina'))).toBe(
    true,
  );
  expect(await downloadedRows(page)).toEqual(ninas);

  // Reload keeps the filters; the days narrow them further.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Person' })).toHaveValue('nina');
  await expect(page.getByLabel('Action', { exact: true })).toHaveValue('welcome-email-resent');
  await page.getByLabel('From', { exact: true }).fill('2026-11-10');
  await page.getByLabel('To', { exact: true }).fill('2026-11-20');
  await page.getByRole('button', { name: 'Apply dates' }).click();
  await expect(page).toHaveURL(/[?&]from=2026-11-10&to=2026-11-20/);
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  await expect(
    table
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .first(),
  ).toContainText('17 Nov 2026, 15:12');
  expect(await downloadedRows(page)).toEqual(await everyRow(page));

  // More than a page: everything by or about Alex before the demo began (the demo trail; journeys
  // running beside this one add to what is newer). The CSV holds every page, in the table's order.
  await page.goto(`${acme}${TRAIL}?person=alex&from=2026-09-01&to=2026-11-20`);
  await expect(page.getByTestId('user-menu-button')).toBeEnabled();
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText('Page 1 of');
  const alexRows = await everyRow(page);
  expect(alexRows.length).toBeGreaterThan(10);
  expect(await downloadedRows(page)).toEqual(alexRows);
  await expectNoSeriousAxeViolations(page);
});

test("Gus's globex trail and its empty state pass axe in globex's theme", async ({ page }) => {
  await signInThroughApi(page, 'gus.admin@globex.test', 'globex', { to: TRAIL });
  const table = trailTable(page);
  await expect(table.getByRole('row').nth(1)).toContainText('Two-factor enforcement changed');
  await expect(table).not.toContainText('Alex Morgan');
  await expectNoSeriousAxeViolations(page);
  await page.goto(`${globex}${TRAIL}?action=act-as-change`);
  await expect(page.getByText('No events found')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
