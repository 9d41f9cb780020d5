import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, TENANTS, test } from './fixtures';
import { samePersonWithoutAppScripts, signInThroughApi } from './session';

// The home's total-benefits card (docs/decisions/041) and the voucher card's data (decision 042),
// streamed with the home from the Worker, on acme and globex (two themes), with axe.

const acme = TENANTS.acme.url;
const globex = TENANTS.globex.url;

/** '£1,234.56' as a number of pence, so amounts compare exactly. */
function pence(text: string): number {
  return Math.round(Number(text.replace(/[£,\s]/g, '')) * 100);
}

function totalBenefitsCard(page: Page) {
  return page.getByRole('region', { name: 'My total benefits' });
}

test("Emma reaches acme's month-by-month total benefits from her home's card, which agrees with it", async ({
  page,
  browser,
}) => {
  await signInThroughApi(page, 'emma.employee@acme.test');
  await expect(page).toHaveURL(`${acme}/app/home/`);
  const card = totalBenefitsCard(page);
  // The card's year is the Worker clock's: read from the card, so the test holds in any year.
  const worth = await card.getByText(/^What your benefits are worth in \d{4}$/).innerText();
  const year = worth.slice(-4);
  const amount = await card.getByText(/^£[\d,]+\.\d\d$/).innerText();
  await expectNoSeriousAxeViolations(page);

  // The card is in the Worker's HTML: the same page with the app's scripts blocked shows it.
  const html = await samePersonWithoutAppScripts(page, browser);
  await html.goto(`${acme}/app/home/`);
  await expect(totalBenefitsCard(html).getByText(amount)).toBeVisible();
  await html.context().close();

  await card.getByRole('link', { name: 'See your total benefits' }).click();
  await expect(page).toHaveURL(`${acme}/app/my-total-benefits-enhanced/`);
  await expect(page.getByRole('heading', { level: 1, name: 'My total benefits' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Month by month' })).toBeChecked();
  const total = await page
    .locator('dt')
    .filter({ hasText: /^Total value of your benefits$/ })
    .locator('+ dd')
    .innerText();
  expect(pence(total)).toBe(pence(amount));
  // The selections behind the figures (the mtb page call).
  const selections = page.getByRole('table', { name: `The selections counted in ${year}` });
  await expect(selections).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('on globex, which hides totals, the card shows no money and opens the plain overview', async ({
  page,
}) => {
  await signInThroughApi(page, 'gus.admin@globex.test', 'globex');
  await expect(page).toHaveURL(`${globex}/app/home/`);
  const card = totalBenefitsCard(page);
  await expect(card.getByText('You have no benefits with a value in this year.')).toBeVisible();
  await expect(card.getByText(/£/)).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await card.getByRole('link', { name: 'See your total benefits' }).click();
  await expect(page).toHaveURL(`${globex}/app/my-total-benefits/`);
  await expect(page.getByRole('radio', { name: 'Whole year' })).toBeChecked();
  await expectNoSeriousAxeViolations(page);
});

test("Liam's voucher-only home streams his next voucher date and orders, as does the Rewards Card's page", async ({
  page,
  browser,
}) => {
  await signInThroughApi(page, 'liam.leaver@acme.test');
  await expect(page).toHaveURL(`${acme}/app/home/`);
  const vouchers = page.getByRole('region', { name: 'Your vouchers' });
  await expect(vouchers.locator('time[datetime="2026-12-04"]')).toHaveText('04.12.26');
  await expect(vouchers.getByRole('table', { name: 'Placed orders' }).getByRole('rowheader')).toHaveText([
    'Marks & Spencer',
    'John Lewis & Partners',
  ]);
  const saved = vouchers.getByRole('table', { name: 'Saved orders' });
  await expect(saved.getByRole('row', { name: /Argos/ })).toContainText('£30.00');
  await expect(saved.getByRole('row', { name: /Argos/ })).toContainText('19.11.26');
  await expectNoSeriousAxeViolations(page);

  // Streamed with the home: there without the app's scripts.
  const html = await samePersonWithoutAppScripts(page, browser);
  await html.goto(`${acme}/app/home/`);
  await expect(html.getByRole('region', { name: 'Your vouchers' }).getByText('04.12.26')).toBeVisible();
  await expect(html.getByRole('region', { name: 'Your voucher balance' })).toContainText('£120.50');
  await html.context().close();

  await page.getByRole('link', { name: 'See the Rewards Card' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Rewards Card' })).toBeVisible();
  const onPage = page.getByRole('region', { name: 'Your vouchers' });
  await expect(onPage.getByText('04.12.26')).toBeVisible();
  await expect(onPage.getByRole('table', { name: 'Saved orders' })).toContainText('Argos');
  await expectNoSeriousAxeViolations(page);
});

test("Emma, with no vouchers scheduled and no orders, sees each empty state on the Rewards Card's page", async ({
  page,
}) => {
  await signInThroughApi(page, 'emma.employee@acme.test');
  await expect(page).toHaveURL(`${acme}/app/home/`);
  await page.getByRole('link', { name: 'See the Rewards Card' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Rewards Card' })).toBeVisible();
  const vouchers = page.getByRole('region', { name: 'Your vouchers' });
  await expect(vouchers.getByText('No voucher is scheduled.')).toBeVisible();
  await expect(vouchers.getByText('You have no placed orders.')).toBeVisible();
  await expect(vouchers.getByText('You have no saved orders.')).toBeVisible();
  await expect(vouchers.getByRole('table')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
});
