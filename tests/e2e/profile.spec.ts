import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, TENANTS, type TenantName, test } from './fixtures';
import { signInThroughApi } from './session';

// Read-only journeys of the profile page: panels open and close by keyboard, and refusals keep what
// was typed. Journeys that save something are in profile.changes.spec.ts; the password change is in
// recovery.mutating.spec.ts, after the other journeys that know Emma's password.

const PEOPLE: { tenant: TenantName; email: string }[] = [
  { tenant: 'acme', email: 'emma.employee@acme.test' },
  { tenant: 'globex', email: 'gus.admin@globex.test' },
];

async function openProfile(page: Page, tenant: TenantName, email: string) {
  await signInThroughApi(page, email, tenant);
  await expect(page).toHaveURL(`${TENANTS[tenant].url}/app/home/`);
  await page.goto(`${TENANTS[tenant].url}/app/home/my-profile/`);
  await expect(page.getByRole('heading', { level: 1, name: 'My profile settings' })).toBeVisible();
  await expect(page.getByLabel('Phone number')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add life event' })).toBeVisible();
}

/** Opens a panel with Enter on its opener, checks it with axe, closes it with Escape. */
async function panelByKeyboard(page: Page, opener: Locator, title: string) {
  // Disabled in the Worker's HTML until the app has hydrated (decision 033).
  await expect(opener).toBeEnabled();
  await opener.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: title });
  await expect(panel).toBeVisible();
  await expect.poll(() => panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(opener).toBeFocused();
}

for (const { tenant, email } of PEOPLE) {
  test(`on ${tenant}, every profile panel opens and closes by keyboard and passes axe`, async ({ page }) => {
    await openProfile(page, tenant, email);
    await expectNoSeriousAxeViolations(page);
    await panelByKeyboard(page, page.getByRole('button', { name: 'Change password' }), 'Change password');
    await panelByKeyboard(page, page.getByRole('button', { name: 'Add family member' }), 'Add family member');
    await panelByKeyboard(page, page.getByRole('button', { name: 'Add life event' }), 'Add life event');
    if (tenant === 'acme') {
      await panelByKeyboard(
        page,
        page.getByRole('button', { name: 'Edit James Fielding' }),
        'Edit family member',
      );
    }
  });
}

// The spec's "dates shown year-month-day" is the form's date field; the list writes dates to be read (decision 074).
test("Emma's family lists only active members, her daughter's birthday written as a date", async ({
  page,
}) => {
  await openProfile(page, 'acme', 'emma.employee@acme.test');
  const family = page.getByRole('list', { name: 'Family members' });
  await expect(family.getByTestId('family-member')).toHaveCount(2);
  await expect(family).toContainText('Mr James Fielding');
  await expect(family).toContainText('Miss Isla Fielding');
  await expect(family).toContainText('Born 5 June 2014');
  await expect(family).not.toContainText('Daniel');
});

test('a bad phone number gets its message and nothing else Emma typed is lost', async ({ page }) => {
  await openProfile(page, 'acme', 'emma.employee@acme.test');
  const town = page.getByLabel('Town or city');
  await town.fill('Bath');
  const phone = page.getByLabel('Phone number');
  await phone.fill('call me');
  let saved = false;
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().endsWith('/api/profile/details')) saved = true;
  });
  await phone.press('Enter');
  await expect(page.getByText('Please enter a valid phone number, for example 07700 900123')).toBeVisible();
  await expect(phone).toBeFocused();
  await expect(phone).toHaveValue('call me');
  await expect(town).toHaveValue('Bath');
  expect(saved).toBe(false);
  await expectNoSeriousAxeViolations(page);
});

test('a failure to add a life event shows its message and keeps what Emma chose', async ({ page }) => {
  await openProfile(page, 'acme', 'emma.employee@acme.test');
  await page.route('**/api/life-events', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 502,
          json: {
            error: {
              message: 'There was an error encountered when trying to add the life event',
              code: 'life_event_add_failed',
            },
          },
        })
      : route.continue(),
  );
  await page.getByRole('button', { name: 'Add life event' }).click();
  const panel = page.getByRole('dialog', { name: 'Add life event' });
  await panel.getByLabel('Life event').selectOption({ label: 'Birth or adoption of a child' });
  await panel.getByLabel('Date of the event').fill('2026-10-03');
  await panel.getByRole('button', { name: 'Add life event' }).click();
  await expect(
    panel
      .getByRole('alert')
      .filter({ hasText: 'There was an error encountered when trying to add the life event' }),
  ).toBeVisible();
  await expect(panel.getByLabel('Life event')).toHaveValue('7102');
  await expect(panel.getByLabel('Date of the event')).toHaveValue('2026-10-03');
  await expectNoSeriousAxeViolations(page);
});
