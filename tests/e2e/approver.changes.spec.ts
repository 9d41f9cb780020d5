import { CSRF_HEADER, CSRF_HEADER_VALUE } from '#contract/csrf';
import { tickGenerated } from './approvals';
import { expect, expectNoSeriousAxeViolations, TENANTS, test, VIEWPORTS } from './fixtures';
import { signInThroughApi } from './session';

// Abby Clarke, acme's approver (spec 6; docs/decisions/075): the approvals and nothing else of the
// dashboard. She decides a generated person's selection, so this runs in the 'changes' project; she
// takes the last generated row of Buy Annual Leave, where Alex's journey takes the first ones.
const acme = TENANTS.acme.url;
const ABBY = 'abby.approver@acme.test';

test('Abby follows Approve selections, approves a selection, and is refused the employee list', async ({
  page,
}) => {
  await signInThroughApi(page, ABBY);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(['Home', 'My benefits', 'FAQs', 'Approve selections']);

  await nav.getByRole('link', { name: 'Approve selections' }).click();
  await expect(page).toHaveURL(`${acme}/app/dashboard/approve-selections`);
  await expect(page.getByRole('heading', { level: 1, name: 'Approve Selections' })).toBeVisible();
  // Her breadcrumb leads home, not to a dashboard she does not have.
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(breadcrumb.getByRole('link', { name: 'Employer dashboard' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('link', { name: 'Buy Annual Leave' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Buy Annual Leave Selections awaiting approval' }),
  ).toBeVisible();
  const [picked] = await tickGenerated(page, 1, 'last');
  expect(picked).toBeTruthy();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Approve' }).click();
  await page
    .getByRole('dialog', { name: 'Are you sure you would like to approve these selections?' })
    .getByRole('button', { name: 'Approve' })
    .click();
  // Back to the approvals, her part of the dashboard.
  await expect(page).toHaveURL(`${acme}/app/dashboard/approve-selections`);
  await page.goto(`${acme}/app/dashboard/approve-selections/5210`);
  await expect(page.getByRole('checkbox', { name: 'Select all selections' })).toBeVisible();
  await expect(page.getByRole('cell', { name: picked ?? '', exact: true })).toHaveCount(0);

  // The employee list, and the dashboard itself, are not hers: the page says so, the API refuses.
  await page.goto(`${acme}/app/employee-data/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  const employees = await page.evaluate(
    async ({ header, value }) =>
      (await fetch('/api/employer/employees', { headers: { [header]: value, accept: 'application/json' } }))
        .status,
    { header: CSRF_HEADER, value: CSRF_HEADER_VALUE },
  );
  expect(employees).toBe(403);
  await page.goto(`${acme}/app/dashboard/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('Abby’s menu leads to the approvals, with no Dashboard', async ({ page }) => {
    await signInThroughApi(page, ABBY);
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Approve selections' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    await menu.getByRole('link', { name: 'Approve selections' }).click();
    await expect(page).toHaveURL(`${acme}/app/dashboard/approve-selections`);
  });
});
