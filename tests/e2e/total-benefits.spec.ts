import { expect, expectNoSeriousAxeViolations, TENANTS, test } from './fixtures';
import { signInThroughApi } from './session';

const acme = TENANTS.acme.url;

/** '£1,234.56' as a number of pence, so sums compare exactly. */
function pence(text: string): number {
  return Math.round(Number(text.replace(/[£,\s]/g, '')) * 100);
}

// The year is always in the URL: what "this year" is depends on the clock (decision 015).
test("Emma's total benefits for 2026: totals that add up, a table for each chart, and no axe violations", async ({
  page,
}) => {
  await signInThroughApi(page, 'emma.employee@acme.test', 'acme', {
    to: '/app/my-total-benefits/?year=2026',
  });
  await expect(page.getByRole('heading', { level: 1, name: 'My total benefits' })).toBeVisible();

  const table = page.getByRole('table', { name: 'What you and your employer put into each benefit in 2026' });
  await expect(table).toBeVisible();
  // Dental: ten statement lines and two months at the selection's costs; gym: January to March
  // (docs/decisions/018-total-benefits.md). The rows are checked by name and the totals against
  // the table.
  const dental = table.getByRole('row', { name: /Dental Cover/ });
  await expect(dental.getByRole('cell')).toHaveText(['£170.40', '£85.20']);
  const gym = table.getByRole('row', { name: /Gym Membership/ });
  await expect(gym.getByRole('cell')).toHaveText(['£89.97', '£30.00']);

  const rows = table.locator('tbody tr');
  const employee = (await rows.locator('td:nth-of-type(1)').allTextContents()).reduce(
    (sum, cell) => sum + pence(cell),
    0,
  );
  const employer = (await rows.locator('td:nth-of-type(2)').allTextContents()).reduce(
    (sum, cell) => sum + pence(cell),
    0,
  );
  const figure = async (term: string) =>
    pence(
      await page
        .locator('dt')
        .filter({ hasText: new RegExp(`^${term}$`) })
        .locator('+ dd')
        .innerText(),
    );
  expect(await figure('Paid by you')).toBe(employee);
  expect(await figure('Paid by your employer')).toBe(employer);
  expect(await figure('Total value of your benefits')).toBe(employee + employer);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('radio', { name: 'Month by month' }).check();
  await expect(page).toHaveURL(`${acme}/app/my-total-benefits/?year=2026&mode=monthly`);
  const months = page.getByRole('table', {
    name: 'What you and your employer put into your benefits each month of 2026',
  });
  await expect(months.locator('tbody tr')).toHaveCount(12);
  await expect(months.getByRole('row', { name: /April/ })).toContainText('£14.20');
  await expectNoSeriousAxeViolations(page);
});

test('on globex, whose CMS hides the totals, total benefits shows no totals and passes axe', async ({
  page,
}) => {
  await signInThroughApi(page, 'gus.admin@globex.test', 'globex', {
    to: '/app/my-total-benefits/?year=2026',
  });
  await expect(page.getByRole('heading', { level: 1, name: 'My total benefits' })).toBeVisible();
  // The per-benefit part still answers (here: nothing of value in 2026); the totals never show.
  await expect(page.getByText('You have no benefits with a value in this year.')).toBeVisible();
  await expect(page.locator('dt').filter({ hasText: 'Total value of your benefits' })).toHaveCount(0);
  await expect(page.getByText('Paid by your employer')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
});
