import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, TENANTS, test } from './fixtures';
import { signInThroughApi } from './session';

// Journeys that save Emma's profile, family and life events run after every read-only journey (the
// 'changes' project). Her phone number is put back; the child she adds is removed again, so her
// active family is as seeded; the life event she adds stays (no other journey reads them).

const acme = TENANTS.acme.url;

/** Signs Emma in and reaches her profile through the app's own links, so its cache stays. */
async function profileAfterMyBenefits(page: Page) {
  await signInThroughApi(page, 'emma.employee@acme.test');
  await expect(page).toHaveURL(`${acme}/app/home/`);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My benefits' }).click();
  await expect(page.getByRole('region', { name: 'Your benefits' })).toBeVisible();
  await page.getByRole('button', { name: /Hi, Emma/ }).click();
  await page.getByRole('menuitem', { name: 'My profile settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My profile settings' })).toBeVisible();
}

/** Back to My benefits through the nav: the list must come from a new request, not the cache. */
async function expectBenefitsRefetched(page: Page) {
  const request = page.waitForRequest(
    (candidate) => candidate.method() === 'GET' && new URL(candidate.url()).pathname === '/api/benefits',
  );
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My benefits' }).click();
  await request;
  await expect(page.getByRole('region', { name: 'Your benefits' })).toBeVisible();
}

test('Emma edits her phone number and it persists', async ({ page }) => {
  await signInThroughApi(page, 'emma.employee@acme.test', 'acme', { to: '/app/home/my-profile/' });
  const phone = page.getByLabel('Phone number');
  await expect(phone).toHaveValue('07700 900123');
  await phone.fill('0117 496 0123');
  await page.getByRole('button', { name: 'Save contact details' }).click();
  await expect(page.getByText('Your contact details have been saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Phone number')).toHaveValue('0117 496 0123');

  // Put back as seeded.
  await page.getByLabel('Phone number').fill('07700 900123');
  await page.getByRole('button', { name: 'Save contact details' }).click();
  await expect(page.getByText('Your contact details have been saved.')).toBeVisible();
});

test('Emma adds a child, renames and removes them; the benefits shown afterwards are reloaded', async ({
  page,
}) => {
  await profileAfterMyBenefits(page);
  const family = page.getByRole('list', { name: 'Family members' });
  await expect(family.getByTestId('family-member')).toHaveCount(2);

  const add = page.getByRole('button', { name: 'Add family member' });
  await expect(add).toBeEnabled();
  await add.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Add family member' });
  await panel.getByRole('button', { name: 'Save' }).click();
  for (const message of [
    'Please choose a title',
    'Please enter a first name',
    'Please enter a surname',
    'Please choose a sex',
    'Please choose a relationship',
    'Please say whether they are in full-time education',
  ]) {
    await expect(panel.getByText(message)).toBeVisible();
  }
  await expectNoSeriousAxeViolations(page);

  await panel.getByLabel('Title').selectOption('Mr');
  await panel.getByLabel('First name').fill('Noah');
  await panel.getByLabel('Surname', { exact: true }).fill('Fielding');
  await panel.getByLabel('Date of birth').fill('2019-02-11');
  await panel.getByLabel('Male', { exact: true }).check();
  await panel.getByLabel('Dependant').check();
  await panel.getByLabel('Yes', { exact: true }).check();
  await panel.getByLabel('Full-time education end date').fill('2037-07-31');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel).toBeHidden();
  await expect(add).toBeFocused();
  await expect(family).toContainText('Mr Noah Fielding');
  await expect(family).toContainText('Born 11 February 2019');

  await page.getByRole('button', { name: 'Edit Noah Fielding' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit family member' });
  await edit.getByLabel('Surname').fill('Fielding-Hart');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(family).toContainText('Mr Noah Fielding-Hart');

  await page.getByRole('button', { name: 'Remove Noah Fielding-Hart' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this family member?' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Family member removed.')).toBeVisible();
  await expect(family.getByTestId('family-member')).toHaveCount(2);
  await expect(family).not.toContainText('Noah');

  await expectBenefitsRefetched(page);
});

test('Emma adds a life event, and the benefits shown afterwards are reloaded', async ({ page }) => {
  await profileAfterMyBenefits(page);
  const opener = page.getByRole('button', { name: 'Add life event' });
  await opener.click();
  const panel = page.getByRole('dialog', { name: 'Add life event' });
  await panel.getByRole('button', { name: 'Add life event' }).click();
  await expect(panel.getByText('Please choose a life event')).toBeVisible();
  await expect(panel.getByText('Please enter the date of the event')).toBeVisible();
  await panel.getByLabel('Life event').selectOption({ label: 'Change of working hours' });
  await panel.getByLabel('Date of the event').fill('2026-09-01');
  await panel.getByRole('button', { name: 'Add life event' }).click();
  await expect(panel).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page.getByRole('list', { name: 'Life events' })).toContainText('Change of working hours');

  await expectBenefitsRefetched(page);
});
