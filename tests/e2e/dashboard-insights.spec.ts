import type { Page } from '@playwright/test';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '#contract/csrf';
import type { Engagement, TakeUpDetail, TakeUpList } from '#contract/dashboard-insights';
import { expect, expectNoSeriousAxeViolations, TENANTS, test } from './fixtures';
import { samePersonWithoutAppScripts, signInThroughApi } from './session';

// Read-only journeys: nothing here changes demo data. The figures on screen are checked against the
// Worker's answer, which worker/routes/employer/dashboard-insights.test.ts checks against D1.

/** An /api call from the page itself (its origin, its session cookie), as the SPA makes it. */
async function callFromPage(page: Page, path: string): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ({ path, header, value }) => {
      const response = await fetch(path, { headers: { [header]: value, accept: 'application/json' } });
      return { status: response.status, body: await response.json() };
    },
    { path, header: CSRF_HEADER, value: CSRF_HEADER_VALUE },
  );
}

/** The same call the page made, with the page's session. */
async function apiJson<T>(page: Page, path: string): Promise<T> {
  const { status, body } = await callFromPage(page, path);
  expect(status, path).toBe(200);
  return body as T;
}

const numberIn = (text: string) => Number(text.replace(/,/g, ''));

test("Alex's dashboard on acme: tiles, engagement and insights matching the data, charts drawn by the Worker, axe on each page", async ({
  page,
  browser,
}) => {
  const acme = TENANTS.acme.url;
  await signInThroughApi(page, 'alex.admin@acme.test', 'acme', { to: '/app/dashboard/' });
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Employer dashboard' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Open employee engagement' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Open benefit take-up' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await main.getByRole('link', { name: 'Open employee engagement' }).click();
  await expect(page).toHaveURL(`${acme}/app/dashboard/employee-engagement/`);
  const engagement = await apiJson<Engagement>(page, '/api/employer/engagement');
  const logins = page.getByRole('table', { name: `Sign-ins each week of ${engagement.year}` });
  await expect(logins).toBeVisible();
  await expect(logins.locator('tbody tr')).toHaveCount(engagement.loginsByWeek.length);
  const week = engagement.loginsByWeek.find((row) => row.weekStart === '2026-01-05');
  expect(week).toBeDefined();
  expect(
    numberIn(
      await logins
        .getByRole('row', { name: /Week of 5 Jan\b/ })
        .getByRole('cell')
        .innerText(),
    ),
  ).toBe(week?.logins);
  const registrations = page.getByRole('table', {
    name: `New registrations each month of ${engagement.year}`,
  });
  const january = engagement.registrationsByMonth[0];
  expect(
    numberIn(
      await registrations
        .getByRole('row', { name: /January/ })
        .getByRole('cell')
        .innerText(),
    ),
  ).toBe(january?.registrations);
  await expect(page.locator('dt', { hasText: 'Sign-ins in 2026' }).locator('+ dd')).toHaveText(
    engagement.totalLogins.toLocaleString('en-GB'),
  );
  await expectNoSeriousAxeViolations(page);
  // A column's figures show on hover (the SVG's title), as the table gives them.
  await expect(page.locator('[data-chart="bar"] title').first()).toHaveText(
    `January: Registrations ${january?.registrations.toLocaleString('en-GB')}`,
  );

  // The charts come drawn in the Worker's HTML (decision 060): the app's scripts never run here.
  const html = await samePersonWithoutAppScripts(page, browser);
  await html.goto(`${acme}/app/dashboard/employee-engagement/`);
  const line = html.locator('[data-chart="line"] path[data-line="Sign-ins"]');
  await expect(line).toHaveCount(1);
  expect((await line.getAttribute('d'))?.match(/[ML]/g)).toHaveLength(engagement.loginsByWeek.length);
  await expect(html.locator('[data-chart="bar"] rect[data-bar="Registrations"]')).toHaveCount(
    engagement.registrationsByMonth.length,
  );
  const box = await html.locator('[data-chart="bar"] svg').boundingBox();
  expect(box?.height, 'the chart has its height before any script').toBeGreaterThan(150);
  await html.context().close();

  await page.goto(`${acme}/app/dashboard/employee-insights/`);
  await expect(page.getByRole('table', { name: 'Employees by age at the end of 2026' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test("Alex's take-up on acme comes through the insights endpoint; its panel and detail page", async ({
  page,
}) => {
  const acme = TENANTS.acme.url;
  await signInThroughApi(page, 'alex.admin@acme.test', 'acme', { to: '/app/dashboard/benefit-takeup' });
  const takeUp = await apiJson<TakeUpList>(page, '/api/employer/benefit-takeup');
  expect(takeUp.source).toBe('insights');
  const table = page.getByRole('table', { name: 'Current selections of each benefit' });
  await expect(table.locator('tbody tr')).toHaveCount(takeUp.benefits.length);
  for (const name of ['Dental Cover', 'Cycle to Work']) {
    const benefit = takeUp.benefits.find((row) => row.name === name);
    const row = table.getByRole('row', { name: new RegExp(`^${name}`) });
    await expect(row).toBeVisible();
    const cells = await row.getByRole('cell').allInnerTexts();
    expect(cells.map(numberIn)).toEqual([
      benefit?.live,
      benefit?.awaitingApproval,
      benefit?.optedOut,
      benefit?.rejected,
    ]);
  }
  await expectNoSeriousAxeViolations(page);

  const opener = page.getByRole('button', { name: 'View Cycle to Work take-up' });
  await opener.click();
  const panel = page.getByRole('dialog', { name: 'Cycle to Work take-up' });
  await expect(panel.getByRole('row', { name: /Emma Fielding/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(opener).toBeFocused();

  await page.getByRole('link', { name: 'Selection insight for Cycle to Work' }).click();
  await expect(page).toHaveURL(`${acme}/app/dashboard/benefit-takeup/5204`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cycle to Work take-up' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Cycle to Work selections made each month of 2026' }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test("Alex pages through the pension's people: 10 a page from the server, the page and search in the URL, Back and reload keep them, axe", async ({
  page,
}) => {
  const acme = TENANTS.acme.url;
  const pension = '/app/dashboard/benefit-takeup/5205';
  await signInThroughApi(page, 'alex.admin@acme.test', 'acme', { to: pension });
  // The counts come from the API, not from here: the seed decides how many hold the pension.
  const first = await apiJson<TakeUpDetail>(page, '/api/employer/benefit-takeup/5205?page=1');
  const second = await apiJson<TakeUpDetail>(page, '/api/employer/benefit-takeup/5205?page=2');
  expect(first.lastPage).toBeGreaterThan(2);
  const people = page.getByRole('table', { name: 'Employees who have chosen Pension' });
  const names = () => people.locator('tbody tr td:first-child').allInnerTexts();
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pager.getByText(`Page 1 of ${first.lastPage}`)).toBeVisible();
  await expect.poll(names).toEqual(first.people.map((person) => person.name));
  await expectNoSeriousAxeViolations(page);

  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(`${acme}${pension}?page=2`);
  await expect(pager.getByText(`Page 2 of ${first.lastPage}`)).toBeVisible();
  await expect.poll(names).toEqual(second.people.map((person) => person.name));
  await page.reload();
  await expect(pager.getByText(`Page 2 of ${first.lastPage}`)).toBeVisible();
  await expect.poll(names).toEqual(second.people.map((person) => person.name));
  await page.goBack();
  await expect(page).toHaveURL(`${acme}${pension}`);
  await expect(pager.getByText(`Page 1 of ${first.lastPage}`)).toBeVisible();
  await expect.poll(names).toEqual(first.people.map((person) => person.name));

  // Someone from page 2, found by e-mail: the search starts again from page 1.
  const someone = second.people[0];
  expect(someone).toBeDefined();
  await page.getByRole('searchbox', { name: 'Search employees' }).fill(someone?.email ?? '');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(`${acme}${pension}?page=1&search=${encodeURIComponent(someone?.email ?? '')}`);
  await expect(pager.getByText('Page 1 of 1')).toBeVisible();
  await expect.poll(names).toEqual([someone?.name]);
  await expectNoSeriousAxeViolations(page);
});

test("Gus's take-up on globex comes through the plain endpoint; globex's pages pass axe", async ({
  page,
}) => {
  // Six page loads and five axe runs: more than the default 30 s on two busy cores (CI timed out).
  test.slow();
  const globex = TENANTS.globex.url;
  await signInThroughApi(page, 'gus.admin@globex.test', 'globex', { to: '/app/dashboard/' });
  await expect(page.getByRole('heading', { level: 1, name: 'Employer dashboard' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.goto(`${globex}/app/dashboard/benefit-takeup`);
  const takeUp = await apiJson<TakeUpList>(page, '/api/employer/benefit-takeup');
  expect(takeUp.source).toBe('takeup');
  const table = page.getByRole('table', { name: 'Current selections of each benefit' });
  const medical = takeUp.benefits.find((row) => row.benefitId === 5301);
  const row = table.getByRole('row', { name: new RegExp(`^${medical?.name}`) });
  // allInnerTexts does not wait: the row first, then its cells.
  await expect(row).toBeVisible();
  const cells = await row.getByRole('cell').allInnerTexts();
  expect(cells.map(numberIn)).toEqual([
    medical?.live,
    medical?.awaitingApproval,
    medical?.optedOut,
    medical?.rejected,
  ]);
  await expectNoSeriousAxeViolations(page);

  // Globex's 320 people fill pages (decision 078): Sid is found by the search.
  await page.goto(`${globex}/app/dashboard/benefit-takeup/5301?page=1&search=sid.sso`);
  await expect(page.getByRole('row', { name: /Sid Lowe/ })).toContainText('Opted out');
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText('Page 1 of 1');
  // The plain endpoint has no trend: no months chart.
  await expect(page.getByRole('table', { name: /each month/ })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  for (const path of ['/app/dashboard/employee-engagement/', '/app/dashboard/employee-insights/']) {
    await page.goto(`${globex}${path}`);
    await expect(page.getByRole('table').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  }
});

for (const [who, email] of [
  ['Emma, an employee', 'emma.employee@acme.test'],
  ['Liam, a voucher-only leaver', 'liam.leaver@acme.test'],
] as const) {
  test(`${who} reaches no dashboard page or its data`, async ({ page }) => {
    const acme = TENANTS.acme.url;
    await signInThroughApi(page, email);
    await expect(page).toHaveURL(`${acme}/app/home/`);
    for (const path of [
      '/app/dashboard/employee-engagement/',
      '/app/dashboard/employee-insights/',
      '/app/dashboard/benefit-takeup',
      '/app/dashboard/benefit-takeup/5204',
    ]) {
      await page.goto(`${acme}${path}`);
      await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
      await expect(page.getByText('No benefit takeup data found')).toHaveCount(0);
    }
    for (const path of ['/api/employer/engagement', '/api/employer/benefit-takeup']) {
      const { status, body } = await callFromPage(page, path);
      expect(status, path).toBe(403);
      expect(body).toEqual({
        error: { message: 'You do not have access to this page', code: 'dashboard_forbidden' },
      });
    }
  });
}

test("Alex's dashboard landing paints from the HTML alone (prerendered, decision 025) and hydrates without an error", async ({
  page,
  browser,
}) => {
  const acme = TENANTS.acme.url;
  await signInThroughApi(page, 'alex.admin@acme.test');
  await expect(page).toHaveURL(`${acme}/app/home/`);
  const html = await samePersonWithoutAppScripts(page, browser);
  await html.goto(`${acme}/app/dashboard/`);
  const main = html.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Employer dashboard' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Open approve selections' })).toBeVisible();
  await expect(html.getByTestId('user-menu-button')).toContainText('Hi, Alex');
  await html.context().close();

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto(`${acme}/app/dashboard/`);
  expect(await response?.text()).toContain('>Employer dashboard</h1>');
  await page.getByTestId('user-menu-button').click();
  await expect(page.getByRole('menuitem', { name: 'My profile settings' })).toBeVisible();
  expect(errors).toEqual([]);
});
