import { readFile } from 'node:fs/promises';
import { acmePeople, grouped, matchesSearch, percentageText } from './acme-people';
import { expect, expectNoSeriousAxeViolations, TENANTS, test } from './fixtures';
import { signInThroughApi } from './session';

const acme = TENANTS.acme.url;
const PAGE = '/app/employee-data/';
const people = acmePeople();
const registered = people.filter((person) => person.registered).length;
const byEmail = (a: { email: string }, b: { email: string }) =>
  a.email.toLowerCase() < b.email.toLowerCase() ? -1 : 1;

test('Alex pages, searches, filters and sorts the 1,250 employees; totals and the percentage match the data', async ({
  page,
}) => {
  await signInThroughApi(page, 'alex.admin@acme.test', 'acme', { to: '/app/dashboard/' });
  await page.getByRole('link', { name: 'Open employee data' }).click();
  await expect(page).toHaveURL(`${acme}${PAGE}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Employee data' })).toBeVisible();

  const figure = (term: string) => page.locator('dt', { hasText: term }).locator('xpath=../dd');
  await expect(figure('Total employees')).toHaveText(grouped(people.length));
  await expect(figure('Registered employees')).toHaveText(grouped(registered));
  await expect(figure('Percentage registered')).toHaveText(percentageText(registered, people.length));
  const table = page.getByRole('table', { name: /^Employees/ });
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(10);
  await expect(pager).toContainText(`Page 1 of ${Math.ceil(people.length / 10)}`);
  await expect(page.getByRole('link', { name: 'Upload employee data' })).toHaveAttribute(
    'href',
    '/app/employee-data/upload',
  );
  await expectNoSeriousAxeViolations(page);

  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(pager).toContainText('Page 2 of');
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  const secondPage = await rows.allTextContents();
  await page.reload();
  await expect(rows).toHaveText(secondPage);

  // A search returns to page 1 (Enter applies it at once); the totals stay the client's.
  const search = 'pat';
  const found = people.filter((person) => matchesSearch(person, search));
  const box = page.getByRole('searchbox', { name: 'Search employees' });
  await box.fill(search);
  await box.press('Enter');
  await expect(page).toHaveURL(/[?&]page=1/);
  await expect(page).toHaveURL(/[?&]search=pat/);
  await expect(table).toHaveAccessibleName(`Employees (${grouped(found.length)})`);
  await expect(pager).toContainText(`Page 1 of ${Math.ceil(found.length / 10)}`);
  await expect(figure('Total employees')).toHaveText(grouped(people.length));

  // The filter also returns to page 1 and narrows to people not registered.
  const notRegistered = found.filter((person) => !person.registered);
  await page.getByLabel('Registration').selectOption('not-registered');
  await expect(page).toHaveURL(/[?&]filter=not-registered/);
  await expect(table).toHaveAccessibleName(`Employees (${grouped(notRegistered.length)})`);
  await expect(rows.filter({ hasText: /Yes/ })).toHaveCount(0);

  // Sorting by e-mail, then the other way round.
  const emailHeader = table.getByRole('columnheader', { name: 'Email' });
  await emailHeader.getByRole('button', { name: 'Email' }).click();
  await expect(emailHeader).toHaveAttribute('aria-sort', 'ascending');
  await emailHeader.getByRole('button', { name: 'Email' }).click();
  await expect(page).toHaveURL(/sort=email&direction=desc/);
  await expect(emailHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  const expected = [...notRegistered].sort(byEmail).reverse().slice(0, 10);
  await expect(rows.locator('td:nth-child(2)')).toHaveText(expected.map((person) => person.email));
  await expectNoSeriousAxeViolations(page);

  await page.reload();
  await expect(box).toHaveValue(search);
  await expect(page.getByLabel('Registration')).toHaveValue('not-registered');
  await expect(rows.locator('td:nth-child(2)')).toHaveText(expected.map((person) => person.email));
  await page.goBack();
  await expect(page).not.toHaveURL(/sort=email&direction=desc/);
});

test('the downloaded report holds exactly the filtered rows, in list order', async ({ page }) => {
  await signInThroughApi(page, 'alex.admin@acme.test', 'acme', {
    to: `${PAGE}?page=1&search=smi&filter=registered&sort=email&direction=desc`,
  });
  const table = page.getByRole('table', { name: /^Employees/ });
  await expect(table).toBeVisible();
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download report (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('employee-data.csv');
  const lines = (await readFile(await download.path(), 'utf8')).trimEnd().split('\r\n');
  expect(lines[0]).toBe('First name,Surname,Email,Registered,Joined');
  const expected = people
    .filter((person) => person.registered && matchesSearch(person, 'smi'))
    .sort(byEmail)
    .reverse();
  expect(expected.length).toBeGreaterThan(10);
  expect(lines.slice(1).map((line) => line.split(',')[2])).toEqual(expected.map((person) => person.email));
});

test('a joined-date range narrows the list, stays in the URL, and the report holds exactly its rows', async ({
  page,
}) => {
  await signInThroughApi(page, 'alex.admin@acme.test', 'acme', { to: `${PAGE}?page=2` });
  const table = page.getByRole('table', { name: /^Employees/ });
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  const range = page.getByRole('group', { name: 'Joined between' });
  await range.getByLabel('Joined from').fill('2026-01-01');
  await range.getByLabel('Joined to').fill('2026-03-31');
  await range.getByRole('button', { name: 'Apply dates' }).click();
  await expect(page).toHaveURL(/[?&]page=1&joinedFrom=2026-01-01&joinedTo=2026-03-31$/);

  // Every row shown joined within the range; the caption counts them all, fewer than the client has.
  const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
  const joined = rows.locator('td:nth-child(4)');
  await expect
    .poll(async () =>
      (await joined.allTextContents()).every((day) => /^\d{1,2} (Jan|Feb|Mar) 2026$/.test(day)),
    )
    .toBe(true);
  await expect(joined).toHaveCount(10);
  const caption = (await table.locator('caption').textContent()) ?? '';
  const total = Number(caption.match(/\(([\d,]+)\)/)?.[1]?.replaceAll(',', ''));
  expect(total).toBeGreaterThan(10);
  const totalEmployees = Number(
    (
      await page.locator('dt', { hasText: 'Total employees' }).locator('xpath=../dd').textContent()
    )?.replaceAll(',', ''),
  );
  expect(total).toBeLessThan(totalEmployees);
  const firstPage = await rows.locator('td:nth-child(2)').allTextContents();
  await expectNoSeriousAxeViolations(page);

  // The report: every row of the range (not only the page shown), in the list's order.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download report (CSV)' }).click();
  const lines = (await readFile(await (await downloading).path(), 'utf8')).trimEnd().split('\r\n').slice(1);
  expect(lines).toHaveLength(total);
  expect(lines.every((line) => /^2026-0[1-3]-\d\d$/.test(line.split(',')[4] ?? ''))).toBe(true);
  expect(lines.slice(0, 10).map((line) => line.split(',')[2])).toEqual(firstPage);

  // Reload keeps the range in its boxes; Clear dates shows everyone again.
  await page.reload();
  await expect(range.getByLabel('Joined from')).toHaveValue('2026-01-01');
  await expect(range.getByLabel('Joined to')).toHaveValue('2026-03-31');
  await range.getByRole('button', { name: 'Clear dates' }).click();
  await expect(page).not.toHaveURL(/joinedFrom/);
  await expect(table).toHaveAccessibleName(`Employees (${grouped(totalEmployees)})`);
});

test('an employee is refused the page', async ({ page }) => {
  await signInThroughApi(page, 'emma.employee@acme.test', 'acme', { to: PAGE });
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
});
