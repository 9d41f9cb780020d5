import type { Page } from '@playwright/test';
import { acmePeople, grouped } from './acme-people';
import { expect, expectNoSeriousAxeViolations, TENANTS, test } from './fixtures';
import { outboxCounts, PASSWORD, readOutbox, signInThroughApi } from './session';

const acme = TENANTS.acme.url;
const PAGE = '/app/employee-data/';
const WELCOME_SUBJECT = 'Welcome to Acme Rewards: activate your account';

// Resends change outboxes the next journey counts: one at a time.
test.describe.configure({ mode: 'serial' });

async function openPanel(page: Page, search: string, name: string) {
  await page.goto(`${acme}${PAGE}?page=1&search=${encodeURIComponent(search)}`);
  await page.getByRole('button', { name: `View ${name}` }).click();
  const panel = page.getByRole('dialog', { name: 'Employee details' });
  await expect(panel.getByText(name, { exact: true })).toBeVisible();
  return panel;
}

/** How many e-mails an address has had (the outbox answers the newest 20; these have fewer). */
async function mailCount(page: Page, email: string): Promise<number> {
  return (await readOutbox(page, email)).length;
}

test("resending Nina's welcome e-mail puts it in her outbox, after a confirmation", async ({ page }) => {
  await signInThroughApi(page, 'alex.admin@acme.test');
  await expect(page).toHaveURL(`${acme}/app/home/`);
  const before = await mailCount(page, 'nina.new@acme.test');
  const panel = await openPanel(page, 'nina', 'Nina Patel');
  await expectNoSeriousAxeViolations(page);
  await panel.getByRole('button', { name: 'Resend welcome e-mail' }).click();
  await expect(
    panel.getByText(
      'Are you sure you would like to resend the welcome e-mail to Nina Patel (nina.new@acme.test)?',
    ),
  ).toBeVisible();
  await panel.getByRole('button', { name: 'Confirm' }).click();
  await expect(panel.getByText('The welcome e-mail has been sent to nina.new@acme.test.')).toBeVisible();
  const mails = await readOutbox(page, 'nina.new@acme.test');
  expect(mails).toHaveLength(before + 1);
  expect(mails[0]?.subject).toBe(WELCOME_SUBJECT);
  expect(mails[0]?.links).toEqual([`${acme}/activation/demo-acme-nina`]);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});

test('the bulk resend states how many and reaches every unregistered employee exactly once', async ({
  page,
}) => {
  const people = acmePeople();
  const unregistered = people.filter((person) => !person.registered);
  const someRegistered = people.filter((person) => person.registered).slice(0, 5);
  await signInThroughApi(page, 'alex.admin@acme.test');
  await expect(page).toHaveURL(`${acme}/app/home/`);
  // Counted in one call each time: one call per person was hundreds of calls on a busy machine.
  const before = await outboxCounts(page, WELCOME_SUBJECT);
  await page.goto(`${acme}${PAGE}`);
  await page.getByRole('button', { name: 'Resend welcome e-mails' }).click();
  const dialog = page.getByRole('dialog', {
    name: `Are you sure you would like to resend the welcome e-mail to all ${grouped(unregistered.length)} employees who have not registered yet?`,
  });
  await expect(dialog).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Confirm' }).dblclick();
  await expect(
    page.getByRole('dialog', {
      name: `Welcome e-mails have been sent to ${grouped(unregistered.length)} employees.`,
    }),
  ).toBeVisible();
  const after = await outboxCounts(page, WELCOME_SUBJECT);
  for (const person of unregistered) {
    expect(after.get(person.email) ?? 0, person.email).toBe((before.get(person.email) ?? 0) + 1);
  }
  for (const person of someRegistered) {
    expect(after.get(person.email) ?? 0, person.email).toBe(before.get(person.email) ?? 0);
  }
  // Nothing else in the outbox changed: only the unregistered employees were written to.
  const unregisteredEmails = new Set(unregistered.map((person) => person.email));
  for (const [email, count] of after) {
    if (!unregisteredEmails.has(email)) expect(count, email).toBe(before.get(email) ?? 0);
  }
});

test("acting as Emma: a wrong password is refused; Alex's own shows the view-as banner and the audit names him", async ({
  page,
}) => {
  await signInThroughApi(page, 'alex.admin@acme.test');
  await expect(page).toHaveURL(`${acme}/app/home/`);
  const panel = await openPanel(page, 'emma.employee', 'Emma Fielding');
  await panel.getByRole('button', { name: 'Act as this employee' }).click();
  await panel.getByRole('textbox', { name: 'Reason' }).fill('Emma asked me to check her benefits');
  const password = panel.getByLabel('Your password');
  await password.fill('not-my-password');
  await panel.getByRole('button', { name: 'Continue' }).click();
  await expect(panel.getByRole('alert')).toHaveText('The password you entered is incorrect');
  await expect(page).toHaveURL(new RegExp(`${PAGE}`));
  await expectNoSeriousAxeViolations(page);

  await password.fill(PASSWORD);
  await panel.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(`${acme}/app/home/`);
  const viewingAs = page.getByRole('region', { name: 'Viewing as' });
  await expect(viewingAs).toContainText(
    'You are currently viewing the site as employee for the scheme year 2026',
  );
  await expect(viewingAs).toContainText('Read-only: nothing can be changed');
  await expect(page.getByRole('button', { name: /Hi, Emma/ })).toBeVisible();
  const audit = await page.request.get(
    `http://localhost:8787/__dev/masquerade-audit?target=${encodeURIComponent('emma.employee@acme.test')}`,
  );
  expect(audit.status()).toBe(200);
  const [newest] = (await audit.json()) as { actorEmail: string; actorName: string; action: string }[];
  expect(newest).toMatchObject({
    actorEmail: 'alex.admin@acme.test',
    actorName: 'Alex Morgan',
    action: 'session-started',
  });
});
