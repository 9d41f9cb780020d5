import { expect, expectNoSeriousAxeViolations, TENANTS, test } from './fixtures';
import { signInThroughApi } from './session';

// Alex's live Life Assurance (DEMO-DATA: cover £150,000) is changed and the change reset, so this
// runs with the journeys that change selections ('changes'); it ends with his cover as seeded.

const acme = TENANTS.acme.url;
const globex = TENANTS.globex.url;
const LIFE = `${acme}/app/my-benefits/5206`;
const PARTNER_MESSAGE =
  'Please enter a value between 0 and 150000, in steps of 1000, and no more than your own cover';

test('Alex manages Life Assurance within his own limits, which follow his cover, then resets the change (acme theme, axe)', async ({
  page,
}) => {
  await signInThroughApi(page, 'alex.admin@acme.test');
  await expect(page).toHaveURL(`${acme}/app/home/`);
  await page.goto(LIFE);
  await expect(page.getByRole('heading', { level: 1, name: 'Life Assurance' })).toBeVisible();
  // A retry finds the change its first try saved: it is reset first, so the journey starts as seeded.
  const reset = page.getByRole('button', { name: 'Reset selection' });
  await expect(page.getByRole('link', { name: 'Manage', exact: true })).toBeVisible();
  if (await reset.isVisible()) {
    await reset.click();
    await page
      .getByRole('dialog', { name: 'Reset your selection' })
      .getByRole('button', { name: 'Yes, reset it' })
      .click();
    await expect(page.getByText('Your selection has been reset.')).toBeVisible();
  }

  await page.getByRole('link', { name: 'Manage', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Life Assurance' })).toBeVisible();
  const cover = page.getByRole('textbox', { name: 'Cover amount (£)', exact: true });
  const partner = page.getByRole('textbox', { name: 'Partner cover amount (£)' });
  await expect(cover).toHaveValue('150000');
  // His partner's limits are his own (the selection's edit field), not the benefit's 250,000.
  await expect(page.getByText('From 0 to 150,000, in steps of 1,000')).toBeVisible();
  await partner.fill('200000');
  await partner.press('Tab');
  await expect(page.getByText(PARTNER_MESSAGE)).toBeVisible();
  await expect(partner).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousAxeViolations(page);

  // More cover of his own: the cost answer lets his partner have up to 250,000; nothing typed is lost.
  await cover.fill('250000');
  await expect(page.getByText(PARTNER_MESSAGE)).toHaveCount(0);
  await expect(page.getByText('From 0 to 250,000, in steps of 1,000')).toBeVisible();
  await expect(partner).toHaveValue('200000');
  await expect(page.getByRole('status').filter({ hasText: /Your monthly cost: £\d+\.\d\d/ })).toBeVisible();
  await page.getByRole('button', { name: 'Save changes' }).click();

  // The change waits for the first of next month; his cover in force stays as it was.
  await expect(page).toHaveURL(LIFE);
  await expect(page.getByText(/^Your change has been saved\. It applies from 1 \w+ \d{4}\.$/)).toBeVisible();
  const change = page.getByRole('region', { name: 'Your change' });
  await expect(change).toContainText('250,000');
  await expect(change).toContainText('Until then your current cover stays as it is.');
  await expectNoSeriousAxeViolations(page);

  await page.reload();
  await expect(change).toContainText('250,000');
  await reset.click();
  const panel = page.getByRole('dialog', { name: 'Reset your selection' });
  await expect(panel).toContainText('Are you sure you want to reset Life Assurance?');
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(reset).toBeFocused();
  await page.keyboard.press('Enter');
  await panel.getByRole('button', { name: 'Yes, reset it' }).click();
  await expect(page.getByText('Your selection has been reset.')).toBeVisible();
  await expect(change).toHaveCount(0);
  await expect(reset).toHaveCount(0);

  // Back to the saved selection: managing it starts from £150,000 again.
  await page.getByRole('link', { name: 'Manage', exact: true }).click();
  await expect(cover).toHaveValue('150000');
});

test("a value the server's limits refuse shows its message in globex's theme too (axe)", async ({ page }) => {
  await signInThroughApi(page, 'gus.admin@globex.test', 'globex');
  await expect(page).toHaveURL(`${globex}/app/home/`);
  // Setup, or manage when Gus has a selection already: the form is the same.
  await page.goto(`${globex}/app/my-benefits/5303/setup`);
  await expect(page.getByRole('heading', { level: 1, name: /(Set up|Manage) Cycle to Work/ })).toBeVisible();
  const bike = page.getByRole('textbox', { name: 'Bike and equipment value (£)' });
  await expect(bike).toBeEnabled();
  await bike.fill('5000');
  await bike.press('Tab');
  await expect(page.getByText(/^Please enter a value between 100 and 2000/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
