import { type Browser, expect, type Page } from '@playwright/test';
import { TENANTS, type TenantName } from './fixtures';

export const PASSWORD = 'Sunlit-Harbour#47';

/** Accepts cookies (required to sign in), then signs in through the real two-step form. */
export async function signIn(page: Page, email: string, tenant: TenantName = 'acme', password = PASSWORD) {
  await page.goto(`${TENANTS[tenant].url}/`);
  await acceptCookiesIfAsked(page);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/**
 * The person signed in on `page`, in a second browser context where none of the app's scripts
 * loads: what the Worker's HTML alone shows them. The HTML's own inline scripts still run: React's,
 * which put each streamed section in place as it arrives (docs/decisions/033), and the first-paint
 * script. Close it with `context().close()`.
 */
export async function samePersonWithoutAppScripts(page: Page, browser: Browser): Promise<Page> {
  const context = await browser.newContext({ storageState: await page.context().storageState() });
  await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
  return context.newPage();
}

/**
 * The person signed in on `page`, as a client that runs no script at all and says so by its user
 * agent (a search crawler): the Worker sends each page whole, every section in place.
 */
export async function samePersonAsCrawler(page: Page, browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    storageState: await page.context().storageState(),
  });
  return context.newPage();
}

export async function acceptCookiesIfAsked(page: Page) {
  const accept = page.getByRole('button', { name: 'Accept cookies' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The banner's buttons are disabled until the app takes the page over, and then it may go: a
  // choice this browser stored (localStorage) outlives a cleared cookie, which the Worker saw.
  await expect(page.getByRole('button', { name: 'Accept cookies', disabled: true })).toHaveCount(0);
  if (await accept.isVisible()) {
    await accept.click();
    await expect(accept).toBeHidden();
  }
}

/** Development helper: the reference API revokes every upstream token of this account. */
export async function revokeUpstreamSessions(page: Page, email: string) {
  const response = await page.request.post('http://localhost:8787/__dev/revoke-sessions', {
    data: { email },
  });
  expect(response.status()).toBe(204);
}

/** Development helper: the newest e-mails the reference API "sent" to this address. */
export async function readOutbox(
  page: Page,
  email: string,
): Promise<{ subject: string; text: string; links: string[] }[]> {
  const response = await page.request.get(
    `http://localhost:8787/__dev/outbox?to=${encodeURIComponent(email)}`,
  );
  expect(response.status()).toBe(200);
  return response.json();
}

/** Development helper: how many e-mails with this subject each address has received. */
export async function outboxCounts(page: Page, subject: string): Promise<Map<string, number>> {
  const response = await page.request.get(
    `http://localhost:8787/__dev/outbox-counts?subject=${encodeURIComponent(subject)}`,
  );
  expect(response.status()).toBe(200);
  return new Map(Object.entries((await response.json()) as Record<string, number>));
}

/** Fills the three date-of-birth inputs (Day, Month, Year). */
export async function fillDateOfBirth(page: Page, day: string, month: string, year: string) {
  await page.getByLabel('Day').fill(day);
  await page.getByLabel('Month').fill(month);
  await page.getByLabel('Year').fill(year);
}

/** Types a code into the six single-digit inputs of an authentication-code form. */
export async function enterAuthenticationCode(page: Page, code: string) {
  await page.getByLabel('Digit 1 of 6').click();
  await page.getByLabel('Digit 1 of 6').fill('');
  for (const [index, digit] of [...code].entries()) {
    await page.getByLabel(`Digit ${index + 1} of 6`).fill(digit);
  }
}

/**
 * Development helper: a one-time masquerade link minted as Sam Ito (support staff), with his reason
 * and whether the session may change anything (read-only unless `readOnly` is false; decision 053).
 */
export async function mintMasqueradeLink(
  page: Page,
  email: string,
  schemeYear: number,
  actAs: { reason?: string; readOnly?: boolean } = {},
): Promise<string> {
  const response = await page.request.post('http://localhost:8787/__dev/masquerade-link', {
    data: { email, schemeYear, ...actAs },
  });
  expect(response.status()).toBe(200);
  const { url } = (await response.json()) as { url: string };
  return url;
}

/**
 * Waits until the login page has taken over, its form included: the form's code loads on the first
 * use of the form (docs/decisions/072), and only that code checks an address when the field is left.
 */
export async function expectLoginFormReady(page: Page): Promise<void> {
  const email = page.getByRole('textbox', { name: 'Email address' });
  await email.fill('not-an-address');
  // Left before the code is here, the field is not checked (the submit still is): leave it again.
  await expect(async () => {
    await email.focus();
    await email.blur();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible({ timeout: 1_000 });
  }).toPass();
}
