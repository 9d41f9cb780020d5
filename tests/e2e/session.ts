import { createHash } from 'node:crypto';
import { type Browser, expect, type Page, type Response } from '@playwright/test';
import { consentCookieAssignment } from '#contract/cookie-consent';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '#contract/csrf';
import { PERSISTED_COOKIE_SLICE } from '#contract/spec-constants';
import { type DeviceFacts, deviceFingerprint } from '#web/lib/device-token.ts';
import { serializeCookieSlice } from '#web/lib/persisted-cookie-slice.ts';
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
 * Signs in as the login form does, without the form: the same two /api calls (the login-URL
 * lookup, then the password login with this browser's device token), made by the browser from a
 * blank page of the tenant's origin that never reaches the server, so the session cookie lands in
 * the context as the form's would; cookies accepted (the stored choice and the consent cookie) with
 * the optional video-player cookies off, so that no journey frames a video service's player
 * (decision 082; video-cookies.spec.ts turns them on). Then opens `to` (the home page, where the form leads) and gives its
 * response. For journeys whose subject is not signing in: it saves each the login page's load and
 * hydration, and the home page's when the journey starts elsewhere. The journeys of the login form,
 * two-factor, act-as, recovery and account activity keep `signIn`.
 */
export async function signInThroughApi(
  page: Page,
  email: string,
  tenant: TenantName = 'acme',
  { to = '/app/home/', password = PASSWORD }: { to?: string; password?: string } = {},
): Promise<Response | null> {
  const origin = TENANTS[tenant].url;
  // Node cannot resolve acme.localhost (Chromium does), and cookies set from the page's own
  // requests are the browser's: a blank page of the origin, served by Playwright.
  const blank = `${origin}/__e2e-blank`;
  await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html>' }), {
    times: 1,
  });
  await page.goto(blank);
  const facts: DeviceFacts = await page.evaluate(() => ({
    userAgent: navigator.userAgent,
    screenWidth: screen.width,
    screenHeight: screen.height,
    colorDepth: screen.colorDepth,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone ?? '',
  }));
  const answers = await page.evaluate(
    async ({ csrf, login, consent }) => {
      const post = async (path: string, body: unknown) => {
        const response = await fetch(path, {
          method: 'POST',
          headers: {
            [csrf.header]: csrf.value,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify(body),
          credentials: 'same-origin',
        });
        return { status: response.status, body: (await response.json().catch(() => null)) as unknown };
      };
      const lookup = await post('/api/auth/login-url', { email: login.email });
      const signedIn = await post('/api/auth/login', login);
      localStorage.setItem(consent.key, consent.slice);
      // biome-ignore lint/suspicious/noDocumentCookie: the very assignment the SPA makes on Accept (web/lib/persisted-cookie-slice.ts).
      document.cookie = consent.cookie;
      return { lookup, signedIn };
    },
    {
      csrf: { header: CSRF_HEADER, value: CSRF_HEADER_VALUE },
      login: {
        email,
        password,
        deviceToken: createHash('sha256').update(deviceFingerprint(facts)).digest('hex'),
      },
      consent: {
        key: PERSISTED_COOKIE_SLICE.key,
        slice: serializeCookieSlice({
          version: PERSISTED_COOKIE_SLICE.version,
          cookiesAccepted: true,
          nonNecessaryCookiesEnabled: false,
        }),
        cookie: consentCookieAssignment(true, false),
      },
    },
  );
  expect(answers.lookup, `login-url for ${email}`).toEqual({ status: 200, body: { next: 'password' } });
  expect(answers.signedIn, `login for ${email}`).toMatchObject({
    status: 200,
    body: { outcome: 'signed-in' },
  });
  const response = await page.goto(`${origin}${to}`);
  // The form left the app running on the home page, so its journeys could click at once: here the
  // frame's controls (the user menu, the phone's Menu) are enabled once the app has taken over.
  await expect(page.getByRole('banner').getByRole('button', { disabled: true })).toHaveCount(0);
  return response;
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
 * A partner's one-time sign-on link for the person (POST /__dev/partner-sso-link, docs/decisions/076):
 * their portal's /wrkit-redirect-sso/{token}/{year}, good once for 5 minutes.
 */
export async function mintPartnerSignOnLink(page: Page, email: string): Promise<string> {
  const response = await page.request.post('http://localhost:8787/__dev/partner-sso-link', {
    data: { email },
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
