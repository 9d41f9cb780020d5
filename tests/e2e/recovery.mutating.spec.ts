import { expect, expectNoSeriousAxeViolations, TENANTS, test } from './fixtures';
import { acceptCookiesIfAsked, fillDateOfBirth, PASSWORD, readOutbox, signIn } from './session';

const acme = TENANTS.acme.url;

// Emma's reset comes before the check that her old passwords are refused: one after the other.
test.describe.configure({ mode: 'serial' });
const NEW_PASSWORD = 'Bright-Meadow#2049';

async function requestResetLink(page: import('@playwright/test').Page, email: string): Promise<string> {
  const before = (await readOutbox(page, email)).length;
  await page.goto(`${acme}/forgotten-password`);
  await acceptCookiesIfAsked(page);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('checkbox', { name: "I'm not a robot" }).check();
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: "It's on the way..." })).toBeVisible();
  await expect.poll(async () => (await readOutbox(page, email)).length).toBeGreaterThan(before);
  const [newest] = await readOutbox(page, email);
  const link = newest?.links.find((url) => url.includes('/reset-password?token='));
  expect(link).toBeTruthy();
  return link as string;
}

test('Emma resets her password through the e-mailed link and signs in with the new one', async ({ page }) => {
  const link = await requestResetLink(page, 'emma.employee@acme.test');
  await page.goto(link);
  await expect(page.getByRole('group', { name: /Date of birth/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await fillDateOfBirth(page, '01', '01', '1980');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('This date does not match our records')).toBeVisible();

  await fillDateOfBirth(page, '12', '03', '1985');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/dob=12-03-1985/);

  const password = page.getByLabel('New password', { exact: false }).first();
  const rule = (label: string) => page.getByRole('listitem').filter({ hasText: label });
  await password.fill('bright');
  await expect(rule('At least 12 characters')).toContainText('not met');
  await password.fill('bright-meadow');
  await expect(rule('At least 12 characters')).not.toContainText('not met');
  await expect(rule('At least 1 upper-case letter')).toContainText('not met');
  await password.fill('Bright-Meadow');
  await expect(rule('At least 1 upper-case letter')).not.toContainText('not met');
  await expect(rule('At least 1 number')).toContainText('not met');
  await password.fill(NEW_PASSWORD);
  await expect(rule('At least 1 number')).not.toContainText('not met');
  await expect(page.getByRole('listitem').filter({ hasText: 'not met' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Reset password' }).click();

  await expect(page).toHaveURL(/\/\?password-changed=true$/);
  await signIn(page, 'emma.employee@acme.test', 'acme', NEW_PASSWORD);
  await expect(page).toHaveURL(`${acme}/app/home/`);
  await expect(page.getByRole('button', { name: /Hi, Emma/ })).toBeVisible();

  // The same link a second time is spent.
  await page.goto(link);
  await expect(
    page.getByRole('heading', { name: 'Your password reset link has expired or is invalid.' }),
  ).toBeVisible();
});

test('the old password and a recent previous one are refused', async ({ page }) => {
  await signIn(page, 'emma.employee@acme.test', 'acme', PASSWORD);
  await expect(page.getByRole('alert').filter({ hasText: "We can't find a match!" })).toBeVisible();

  const link = await requestResetLink(page, 'emma.employee@acme.test');
  await page.goto(link);
  await fillDateOfBirth(page, '12', '03', '1985');
  await page.getByRole('button', { name: 'Next' }).click();
  const password = page.getByLabel('New password', { exact: false }).first();
  for (const previous of [PASSWORD, 'Old-Harbour#2025']) {
    await password.fill(previous);
    await expect(page.getByRole('listitem').filter({ hasText: 'Not a previous password' })).toContainText(
      'not met',
    );
  }
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Please ensure your password meets the listed requirements')).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password\?/);
});

// Before Nina activates her account below: an active account gets no new link (decision 048).
test('Nina asks for a new link from her expired one, and the e-mailed link opens her activation', async ({
  page,
}) => {
  const email = 'nina.new@acme.test';
  const before = (await readOutbox(page, email)).length;
  await page.goto(`${acme}/activation/demo-acme-nina-expired`);
  await acceptCookiesIfAsked(page);
  await page.getByRole('button', { name: 'Send me a new activation link' }).click();

  await expect(page.getByRole('heading', { level: 1, name: "It's on the way..." })).toBeFocused();
  await expect(
    page.getByText("Check your inbox! Don't forget to check your Junk & Spam folders."),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await expect.poll(async () => (await readOutbox(page, email)).length).toBe(before + 1);
  const [newest] = await readOutbox(page, email);
  const link = newest?.links.find((url) => url.startsWith(`${acme}/activation/`));
  expect(link).toBeTruthy();
  expect(link).not.toContain('demo-acme-nina');

  await page.goto(link as string);
  await expect(page.getByRole('heading', { name: 'Welcome, Nina' })).toBeVisible();
  await expect(page.getByRole('group', { name: /Date of birth/ })).toBeVisible();
});

test('Nina activates her account, sees the welcome carousel, and the link is spent afterwards', async ({
  page,
}) => {
  await page.goto(`${acme}/activation/demo-acme-nina`);
  await acceptCookiesIfAsked(page);
  await fillDateOfBirth(page, '15', '04', '1990');
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Next' }).click();
  const password = page.getByLabel('New password', { exact: false }).first();
  await password.fill('Copper-Kettle#5120');
  await expect(page.getByRole('listitem').filter({ hasText: 'not met' })).toHaveCount(0);
  await page.getByRole('button', { name: /Activate|Next|Continue/ }).click();

  await expect(page).toHaveURL(`${acme}/app/home/`);
  const carousel = page.getByRole('dialog', { name: /Welcome to Acme Rewards/ });
  await expect(carousel).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await carousel.getByRole('button', { name: 'Next' }).click();
  await expect(carousel).toContainText('Slide 2 of');
  await page.keyboard.press('Escape');
  await expect(carousel).toBeHidden();
  await expect(page.getByRole('button', { name: /Hi, Nina/ })).toBeVisible();

  await page.goto(`${acme}/logout`);
  await expect(page).toHaveURL(`${acme}/logout-success`);
  await page.goto(`${acme}/activation/demo-acme-nina`);
  await expect(
    page.getByRole('heading', { name: 'There was an error requesting your activation' }),
  ).toBeVisible();
});

test('Fiona sees the welcome carousel on her first login, and not on the next', async ({ page }) => {
  await signIn(page, 'fiona.first@acme.test');
  await expect(page).toHaveURL(`${acme}/app/home/`);
  const carousel = page.getByRole('dialog', { name: /Welcome to Acme Rewards/ });
  await expect(carousel).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto(`${acme}/logout`);
  await expect(page).toHaveURL(`${acme}/logout-success`);
  await signIn(page, 'fiona.first@acme.test');
  await expect(page).toHaveURL(`${acme}/app/home/`);
  await expect(page.getByRole('button', { name: /Hi, Fiona/ })).toBeVisible();
  await expect(carousel).toHaveCount(0);
});

// After her reset above (this file runs in order), Emma changes her password again, from her profile.
test('Emma changes her password in the profile panel, submitting the instant it is typed', async ({
  page,
}) => {
  const CHANGED_PASSWORD = 'Harbour-Lights#3071';
  await signIn(page, 'emma.employee@acme.test', 'acme', NEW_PASSWORD);
  await expect(page).toHaveURL(`${acme}/app/home/`);
  await page.goto(`${acme}/app/home/my-profile/`);
  const opener = page.getByRole('button', { name: 'Change password' });
  await expect(opener).toBeEnabled();
  await opener.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Change password' });
  await expect(panel).toBeVisible();
  await panel.getByLabel('Current password').fill(NEW_PASSWORD);

  // A previous password: the checklist and the submit refuse it (the history rule).
  const password = panel.getByLabel('New password');
  await password.fill(PASSWORD);
  await expect(panel.getByRole('listitem').filter({ hasText: 'Not a previous password' })).toContainText(
    'not met',
  );
  await password.press('Enter');
  await expect(
    panel.getByText('Please ensure your password meets the listed requirements').first(),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // As a password manager does it: filled and submitted at once, before the debounced check.
  await password.fill(CHANGED_PASSWORD);
  await password.press('Enter');
  // Every other session of hers ends; this one goes on, and says so (decision 063).
  await expect(
    page.getByText(
      'Your password has been changed. Every other session of your account has been signed out.',
    ),
  ).toBeVisible();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(`${acme}/app/home/my-profile/`);
  await expectNoSeriousAxeViolations(page);
  await page.goto(`${acme}/logout`);
  await expect(page).toHaveURL(`${acme}/logout-success`);
  await signIn(page, 'emma.employee@acme.test', 'acme', CHANGED_PASSWORD);
  await expect(page).toHaveURL(`${acme}/app/home/`);
  await expect(page.getByRole('button', { name: /Hi, Emma/ })).toBeVisible();
});
