import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, PORT, TENANTS, test } from './fixtures';
import { acceptCookiesIfAsked, signInThroughApi } from './session';

// Every demo client is alive (decision 078) and engagement comes from what people do (decision 077).
// Nothing here changes demo data but the sign-ins it makes, which only ever add to the figures.

const numberIn = (text: string) => Number(text.replace(/,/g, ''));

/** The value of a key figure (a <dt> and its <dd>) on the page. */
async function keyFigure(page: Page, label: string): Promise<number> {
  const value = page.locator('dt', { hasText: label }).locator('+ dd');
  await expect(value).toBeVisible();
  return numberIn(await value.innerText());
}

test('Gus (Globex) sees non-empty engagement, insights, take-up and reports; axe on each page', async ({
  page,
}) => {
  // Five page loads and five axe runs on two busy cores.
  test.slow();
  const globex = TENANTS.globex.url;
  await signInThroughApi(page, 'gus.admin@globex.test', 'globex', {
    to: '/app/dashboard/employee-engagement/',
  });
  // Globex has insights off (benefit insights are acme's): for Gus, "insights" are the engagement and
  // employee insights pages every administrator has, and the plain take-up.
  expect(await keyFigure(page, 'Sign-ins in 2026')).toBeGreaterThan(1000);
  expect(await keyFigure(page, 'New registrations in 2026')).toBeGreaterThan(50);
  await expectNoSeriousAxeViolations(page);

  await page.goto(`${globex}/app/dashboard/employee-insights/`);
  await expect(page.getByRole('table', { name: 'Employees by age at the end of 2026' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('320');
  await expectNoSeriousAxeViolations(page);

  await page.goto(`${globex}/app/dashboard/benefit-takeup`);
  const table = page.getByRole('table', { name: 'Current selections of each benefit' });
  await expect(table.locator('tbody tr')).toHaveCount(6);
  for (const name of [
    'Private Medical Insurance',
    'SmileWell Dental',
    'Globex Life Cover',
    'Cycle to Work',
  ]) {
    const row = table.getByRole('row', { name: new RegExp(`^${name}`) });
    await expect(row).toBeVisible();
    // The first cell is the live count.
    expect(numberIn(await row.getByRole('cell').first().innerText()), name).toBeGreaterThan(0);
  }
  await expectNoSeriousAxeViolations(page);

  await page.goto(`${globex}/app/reporting?report=payroll`);
  const panel = page.getByRole('dialog', { name: 'Payroll reports' });
  await expect(panel.locator('tbody tr').first()).toBeVisible();
  expect(await panel.locator('tbody tr').count()).toBeGreaterThanOrEqual(11);
  await expect(panel.getByText('It looks like you have no reports available')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  await page.goto(`${globex}/app/dashboard/`);
  // Late Cycle to Work requests await Gus.
  await expect(page.getByRole('main')).toContainText(/\d+ selections? for \d+ benefits?/);
});

test("a sign-in moves today's engagement figure on the administrator's page", async ({ page, browser }) => {
  const c8 = TENANTS.c8.url;
  await signInThroughApi(page, 'demo.admin@c8.test', 'c8', { to: '/app/dashboard/employee-engagement/' });
  const before = await keyFigure(page, 'Sign-ins today');
  // Drew's own sign-in is one of today's.
  expect(before).toBeGreaterThanOrEqual(1);

  const context = await browser.newContext();
  const dana = await context.newPage();
  await signInThroughApi(dana, 'demo.employee@c8.test', 'c8');
  await expect(dana).toHaveURL(`${c8}/app/home/`);
  await context.close();

  await page.reload();
  // Other journeys may sign in to C8 Demo at the same time: at least one more, never fewer.
  expect(await keyFigure(page, 'Sign-ins today')).toBeGreaterThanOrEqual(before + 1);
});

test('Initrode signs in by single sign-on only: no password form, the sign-on page, then home', async ({
  page,
}) => {
  const initrode = `http://initrode.localhost:${PORT}`;
  await page.goto(`${initrode}/`);
  await acceptCookiesIfAsked(page);
  await expect(page.getByRole('heading', { name: 'Sign in with single sign-on' })).toBeVisible();
  await expect(page.getByLabel('Password')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await page.getByLabel('Email address').fill('ines.sso@initrode.test');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/__dev\/reference-sign-on\?email=/);
  await page.getByRole('button', { name: 'Continue as Ines Duarte' }).click();
  await expect(page).toHaveURL(`${initrode}/app/home/`);
  await expect(page.getByRole('button', { name: /Hi, Ines/ })).toBeVisible();
});
