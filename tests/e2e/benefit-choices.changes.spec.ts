import { expect, expectNoSeriousAxeViolations, TENANTS, test } from './fixtures';
import { signInThroughApi } from './session';

// Journeys that change Emma's selections for good run after every read-only journey (the
// 'changes' project), so those see DEMO-DATA.md's selections, and her total benefits, as seeded.

const acme = TENANTS.acme.url;

test('Emma sets up Life Assurance from the keyboard, sees it after a reload, then opts out', async ({
  page,
}) => {
  await signInThroughApi(page, 'emma.employee@acme.test', 'acme', { to: '/app/my-benefits/' });
  await page.getByRole('link', { name: 'Life Assurance' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Life Assurance' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // A retry finds the selection its first try opted out of: choosing again is a reapply.
  await page.getByRole('link', { name: /Choose this benefit|Reapply/ }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Set up Life Assurance' })).toBeVisible();
  const cover = page.getByRole('textbox', { name: 'Cover amount (£)', exact: true });
  await cover.fill('900000');
  await cover.press('Tab');
  await expect(page.getByText('Please enter a value between 10000 and 500000')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await cover.fill('150000');
  await expect(page.getByText('Please enter a value between 10000 and 500000')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /Your monthly cost: £\d+\.\d\d/ })).toBeVisible();
  await cover.press('Enter');
  await expect(page).toHaveURL(/\/app\/my-benefits\/\d+$/);
  await expect(page.getByText('Your selection has been saved. Status: Live.')).toBeVisible();

  await page.goto(`${acme}/app/my-benefits/`);
  await page.reload();
  const card = page
    .getByRole('region', { name: 'Your benefits' })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Life Assurance' }) });
  await expect(card).toContainText('Live');

  await card.getByRole('link', { name: 'Life Assurance' }).click();
  const optOut = page.getByRole('button', { name: 'Opt out' });
  await expect(optOut).toBeEnabled();
  await optOut.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Opt out of this benefit' });
  await expect(panel).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(optOut).toBeFocused();

  await optOut.click();
  await panel.getByRole('button', { name: 'Yes, opt out' }).click();
  await expect(page.getByText('You have opted out of this benefit.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reapply' })).toBeVisible();
});

test('Emma chooses Buy Annual Leave, which needs approval, it waits for her employer, and she withdraws it', async ({
  page,
}) => {
  await signInThroughApi(page, 'emma.employee@acme.test', 'acme', { to: '/app/my-benefits/' });
  await page.getByRole('link', { name: 'Buy Annual Leave' }).click();
  // A retry finds the selection its first try made: its page then offers to manage it.
  const choose = page.getByRole('link', { name: 'Choose this benefit' });
  const manage = page.getByRole('link', { name: 'Manage' });
  await expect(choose.or(manage)).toBeVisible();
  if (await choose.isVisible()) {
    await choose.click();
    await page.getByRole('textbox', { name: 'Days to buy' }).fill('2.5');
    await page.getByRole('button', { name: 'Confirm my choice' }).click();
    await expect(page.getByText('Your selection has been saved. Status: Awaiting approval.')).toBeVisible();
  }
  await page.goto(`${acme}/app/my-benefits/`);
  const card = page
    .getByRole('region', { name: 'Your benefits' })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Buy Annual Leave' }) });
  await expect(card).toContainText('Awaiting approval');

  // She changes her mind before her employer decides: the request is withdrawn (the reset call)
  // after a confirmation, and the benefit is hers to choose again.
  await card.getByRole('link', { name: 'Buy Annual Leave' }).click();
  await page.getByRole('button', { name: 'Withdraw request' }).click();
  const panel = page.getByRole('dialog', { name: 'Withdraw your request' });
  await expect(panel).toContainText('Are you sure you want to withdraw your request for Buy Annual Leave?');
  await panel.getByRole('button', { name: 'Yes, withdraw it' }).click();
  await expect(page.getByText('Your request has been withdrawn.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Choose this benefit' })).toBeVisible();
  await page.goto(`${acme}/app/my-benefits/`);
  await expect(
    page.getByRole('region', { name: 'Available benefits' }).getByRole('link', { name: 'Buy Annual Leave' }),
  ).toBeVisible();
});
