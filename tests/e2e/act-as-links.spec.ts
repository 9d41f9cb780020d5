import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, TENANTS, test } from './fixtures';
import { mintMasqueradeLink, PASSWORD, signIn } from './session';

// Issue 42, item 5 (docs/decisions/063): an act-as link opened where someone else is signed in
// asks first and Cancel keeps them signed in; an administrator's link opens nowhere but in his own
// browser; an act-as session is over an hour after it began, however often 'Stay logged in' is
// pressed. These change nothing but the outbox and the act-as records: Piotr is only signed in
// (his activity is read in the mutating journeys, which run after these), the sessions are Emma's.

const acme = TENANTS.acme.url;
const PIOTR = 'piotr.probation@acme.test';
const EMMA = 'emma.employee@acme.test';
const EMMA_ID = 1001;
const MINUTE = 60_000;

async function signInAsPiotr(page: Page) {
  await signIn(page, PIOTR);
  await expect(page).toHaveURL(`${acme}/app/home/`);
  await expect(page.getByRole('button', { name: /Hi, Piotr/ })).toBeEnabled();
}

test("a link opened in Piotr's browser asks first, and Cancel keeps him signed in", async ({ page }) => {
  await signInAsPiotr(page);
  const url = await mintMasqueradeLink(page, EMMA, 2026, { reason: `Ticket ${Date.now()}: asks first` });

  await page.goto(url);
  const heading = page.getByRole('heading', { level: 1, name: 'Open this act-as link?' });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(page.getByText('You are signed in as Piotr Nowak (piotr.probation@acme.test).')).toBeVisible();
  await expect(page.getByText('Opening it will sign you out of your account in this browser.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Cancel asks nothing of the Worker that would change his session.
  const changes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') changes.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(`${acme}/app/home/`);
  await expect(page.getByRole('button', { name: /Hi, Piotr/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Masquerade session' })).toHaveCount(0);
  expect(changes).toEqual([]);

  // The link was not spent: Continue, asked again, opens Emma's session in his place.
  await page.goto(url);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(`${acme}/app/home/`);
  await expect(page.getByRole('region', { name: 'Masquerade session' })).toContainText('Emma Fielding');
});

test("Alex's act-as link opens only in his own browser: in Piotr's it is refused and Piotr stays signed in", async ({
  page,
  browser,
}) => {
  const alexContext = await browser.newContext();
  try {
    const alex = await alexContext.newPage();
    await signIn(alex, 'alex.admin@acme.test');
    await expect(alex).toHaveURL(`${acme}/app/home/`);
    // As his act-as form asks for it, without following it.
    const url = await alex.evaluate(
      async ({ employeeId, password }) => {
        const response = await fetch(`/api/employer/employees/${employeeId}/magic-link`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-portal-request': '1' },
          body: JSON.stringify({ password, reason: 'Checking her pension form' }),
        });
        return ((await response.json()) as { url: string }).url;
      },
      { employeeId: EMMA_ID, password: PASSWORD },
    );

    await signInAsPiotr(page);
    await page.goto(url);
    await page.getByRole('button', { name: 'Continue' }).click();
    const refused = page.getByRole('heading', { level: 1, name: 'This link cannot be opened here' });
    await expect(refused).toBeVisible();
    await expect(refused).toBeFocused();
    await expect(page.getByText(/works only in their own browser while they are signed in/)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('link', { name: 'Return to home' }).click();
    await expect(page).toHaveURL(`${acme}/app/home/`);
    await expect(page.getByRole('button', { name: /Hi, Piotr/ })).toBeVisible();

    // In Alex's own browser it opens. It asks first there too, as the link was not opened by his
    // act-as form (which opens it at once: act-as.spec.ts); Continue leaves his own session for it.
    await alex.goto(url);
    await expect(alex.getByText('You are signed in as Alex Morgan (alex.admin@acme.test).')).toBeVisible();
    await alex.getByRole('button', { name: 'Continue' }).click();
    await expect(alex).toHaveURL(`${acme}/app/home/`);
    await expect(alex.getByRole('region', { name: 'Viewing as' })).toContainText('Read-only');
  } finally {
    await alexContext.close();
  }
});

test("an act-as session is over an hour after it began, however often 'Stay logged in' is pressed", async ({
  page,
}) => {
  await page.clock.install();
  const url = await mintMasqueradeLink(page, EMMA, 2026, { reason: `Ticket ${Date.now()}: one hour` });
  await page.goto(url);
  await expect(page).toHaveURL(`${acme}/app/home/`);
  const banner = page.getByRole('region', { name: 'Masquerade session' });
  await expect(banner).toContainText('Emma Fielding');
  await expect(banner).toContainText(/Session ends \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} \(UK time\)/);
  await expectNoSeriousAxeViolations(page);

  // 'Stay logged in' at every prompt: four times 14 minutes keep it going for 56 minutes.
  const prompt = page.getByRole('dialog', { name: 'Stay logged in?' });
  for (let round = 0; round < 4; round += 1) {
    await page.clock.fastForward('14:01');
    await expect(prompt).toBeVisible();
    const ping = page.waitForResponse((response) => response.url().endsWith('/api/session/ping'));
    await prompt.getByRole('button', { name: 'Stay logged in' }).click();
    expect((await ping).status()).toBe(204);
    await expect(prompt).toBeHidden();
  }
  await expect(page).toHaveURL(`${acme}/app/home/`);
  await expect(banner).toBeVisible();

  // The hour is up a few minutes later, before the next prompt: the session ends then.
  await page.clock.fastForward(5 * MINUTE);
  await expect(page).toHaveURL(`${acme}/logout-success`);
  await page.goto(`${acme}/app/home/`);
  await expect(page).toHaveURL(`${acme}/`);
  await expect(page.getByLabel('Email address')).toBeVisible();
});
