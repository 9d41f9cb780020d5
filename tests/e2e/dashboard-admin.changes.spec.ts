import { nextTotpStep, TOM_TOTP_SECRET, TOTP_STEP_SECONDS, totpCode } from '#fixtures/totp.ts';
import { tickGenerated } from './approvals';
import { expect, type Page, TENANTS, test } from './fixtures';
import { enterAuthenticationCode, signIn, signInThroughApi } from './session';

// These change shared demo state (selections decided, the enforcement setting), so they run in the
// 'changes' project. They decide generated people's selections and Tom's (no other journey reads
// it): Emma's, Alex's and Tara's stay awaiting approval for the journeys that read them.
const acme = TENANTS.acme.url;
const globex = TENANTS.globex.url;
function countDecisionRequests(page: Page): { count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/employer/approvals/decisions'))
      seen.count += 1;
  });
  return seen;
}

test('Alex approves two selections with a double click: one request, back to the dashboard, gone from the list', async ({
  page,
}) => {
  await signInThroughApi(page, 'alex.admin@acme.test', 'acme', {
    to: '/app/dashboard/approve-selections/5210',
  });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Buy Annual Leave Selections awaiting approval' }),
  ).toBeVisible();
  const picked = await tickGenerated(page, 2);
  expect(picked).toHaveLength(2);
  const decisions = countDecisionRequests(page);

  await page.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', {
    name: 'Are you sure you would like to approve these selections?',
  });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Approve' }).dblclick();
  await expect(page).toHaveURL(`${acme}/app/dashboard/`);
  expect(decisions.count).toBe(1);

  await page.goto(`${acme}/app/dashboard/approve-selections/5210`);
  const table = page.getByRole('table');
  await expect(table.getByRole('checkbox', { name: 'Select all selections' })).toBeVisible();
  for (const name of picked) await expect(table.getByRole('cell', { name, exact: true })).toHaveCount(0);
});

test('Alex approves Tom’s Cycle to Work with another, and Tom then sees it Live on My benefits', async ({
  page,
}) => {
  test.setTimeout(60_000 + TOTP_STEP_SECONDS * 1000);
  await signInThroughApi(page, 'alex.admin@acme.test', 'acme', {
    to: '/app/dashboard/approve-selections/5204',
  });
  const [other] = await tickGenerated(page, 1);
  // A retry finds Tom's selection approved by the first try.
  const tom = page.getByRole('checkbox', { name: 'Select Tom Becker' });
  if ((await tom.count()) > 0) await tom.check();
  await page.getByRole('button', { name: 'Approve' }).click();
  await page
    .getByRole('dialog', { name: 'Are you sure you would like to approve these selections?' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(page).toHaveURL(`${acme}/app/dashboard/`);
  await page.goto(`${acme}/app/dashboard/approve-selections/5204`);
  await expect(page.getByRole('cell', { name: 'Emma Fielding', exact: true })).toBeVisible();
  for (const name of ['Tom Becker', other ?? '']) {
    await expect(page.getByRole('cell', { name, exact: true })).toHaveCount(0);
  }
  // Tom's own browser: no cookies and nothing stored (a consent kept in storage would hide the
  // banner the HTML shows as the app takes over, under the click that was meant for it).
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());

  // Tom signs in with his code. A code is accepted once: wait for a fresh step and type the next
  // step's code, later than any a journey spent before this test.
  await signIn(page, 'tom.twofa@acme.test');
  await expect(page).toHaveURL(`${acme}/two-fa/`);
  await nextTotpStep();
  await enterAuthenticationCode(page, await totpCode(TOM_TOTP_SECRET, 1));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${acme}/app/home/`);
  await page.goto(`${acme}/app/my-benefits/`);
  const card = page
    .getByRole('region', { name: 'Your benefits' })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Cycle to Work' }) });
  await expect(card).toContainText('Live');
  await expect(card).not.toContainText('Awaiting approval');
});

test('Alex rejects a selection after confirming; it leaves the list', async ({ page }) => {
  await signInThroughApi(page, 'alex.admin@acme.test', 'acme', {
    to: '/app/dashboard/approve-selections/5204',
  });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Cycle to Work Selections awaiting approval' }),
  ).toBeVisible();
  const [name] = await tickGenerated(page, 1, 'last');
  await page.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', {
    name: 'Are you sure you would like to reject these selections?',
  });
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page).toHaveURL(`${acme}/app/dashboard/`);
  await page.goto(`${acme}/app/dashboard/approve-selections/5204`);
  await expect(page.getByRole('cell', { name: 'Emma Fielding', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name, exact: true })).toHaveCount(0);
});

test('Gus switches globex enforcement off after confirming; it persists across a reload; then back on', async ({
  page,
}) => {
  await signInThroughApi(page, 'gus.admin@globex.test', 'globex', {
    to: '/app/dashboard/platform-settings/',
  });
  const toggle = page.getByRole('switch', { name: 'Enforce two-factor authentication for all employees' });
  const setTo = async (on: boolean) => {
    await toggle.click();
    const dialog = page.getByRole('dialog', {
      name: on
        ? 'Are you sure you would like to enforce two-factor authentication for all employees?'
        : 'Are you sure you would like to make two-factor authentication optional?',
    });
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-checked', String(on));
  };
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  try {
    // Cancel changes nothing.
    await toggle.click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');

    await setTo(false);
    await page.reload();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
  } finally {
    // Globex is enforced in DEMO-DATA.md: put it back whatever happened above.
    await page.goto(`${globex}/app/dashboard/platform-settings/`);
    if ((await toggle.getAttribute('aria-checked')) !== 'true') await setTo(true);
  }
  await page.reload();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
});
