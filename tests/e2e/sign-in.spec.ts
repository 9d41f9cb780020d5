import { FONTS_STORAGE_KEY } from '#contract/first-paint';
import { expect, expectNoSeriousAxeViolations, TENANTS, test } from './fixtures';
import {
  acceptCookiesIfAsked,
  expectLoginFormReady,
  PASSWORD,
  revokeUpstreamSessions,
  signIn,
} from './session';

const acme = TENANTS.acme.url;

test('Emma signs in, stays signed in across a reload, and logs out for good', async ({ page }) => {
  await signIn(page, 'emma.employee@acme.test');
  await expect(page).toHaveURL(`${acme}/app/home/`);
  await expect(page.getByRole('button', { name: /Hi, Emma/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.reload();
  await expect(page.getByRole('button', { name: /Hi, Emma/ })).toBeVisible();
  await expect(page).toHaveURL(`${acme}/app/home/`);

  await page.getByRole('button', { name: /Hi, Emma/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(`${acme}/logout-success`);
  await expect(page.getByRole('heading', { level: 1, name: 'You have been logged out' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.goBack();
  await expect(page.getByRole('button', { name: /Hi, Emma/ })).toHaveCount(0);
  // Back finds no session: the Worker sends the page to the login, which is let take over before
  // the next navigation, so that navigation never cuts a document off halfway through hydrating.
  await expect(page).toHaveURL(`${acme}/`);
  await expectLoginFormReady(page);
  await page.goto(`${acme}/app/home/`);
  await expect(page).toHaveURL(`${acme}/`);
});

test('logging out shows Logging out... while it happens', async ({ page }) => {
  await signIn(page, 'emma.employee@acme.test');
  await expect(page).toHaveURL(`${acme}/app/home/`);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/auth/logout', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: /Hi, Emma/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText('Logging out...')).toBeVisible();
  release();
  await expect(page).toHaveURL(`${acme}/logout-success`);
});

test('no token ever reaches JavaScript: not in cookies, localStorage or sessionStorage', async ({ page }) => {
  await signIn(page, 'emma.employee@acme.test');
  await expect(page).toHaveURL(`${acme}/app/home/`);
  const visible = await page.evaluate(() => ({
    cookie: document.cookie,
    local: Object.keys(localStorage),
    session: Object.fromEntries(Object.entries(sessionStorage)),
  }));
  expect(visible.cookie).not.toContain('portal-session');
  // Consent and the list of cached font files are the only things stored.
  expect(visible.local.filter((key) => key !== 'pes' && key !== FONTS_STORAGE_KEY)).toEqual([]);
  for (const value of Object.values(visible.session)) expect(value).toMatch(/^\d+$/);
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name === '__Host-portal-session');
  expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });
});

test('wrong passwords: alert and both fields marked, captcha from the 3rd, locked at the 5th', async ({
  page,
}, testInfo) => {
  const email = `lockout.demo${testInfo.retry + 1}@acme.test`;
  await page.goto(`${acme}/`);
  await acceptCookiesIfAsked(page);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  const password = page.getByLabel('Password', { exact: true });
  const alert = page.getByRole('alert').filter({ hasText: /./ }).first();

  await password.fill('not-my-password-1');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(alert).toContainText("We can't find a match! Try again or contact us");
  await expect(page.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('checkbox', { name: "I'm not a robot" })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  await password.fill('not-my-password-2');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(alert).toContainText("We can't find a match!");
  await password.fill('not-my-password-3');
  await page.getByRole('button', { name: 'Login' }).click();
  const robot = page.getByRole('checkbox', { name: "I'm not a robot" });
  await expect(robot).toBeVisible();

  await password.fill('not-my-password-4');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Please confirm that you are not a robot!')).toBeVisible();

  for (const attempt of [4, 5]) {
    await robot.check();
    await password.fill(`not-my-password-${attempt}`);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(alert).toBeVisible();
  }
  const locked =
    'You have unsuccessfully tried to login too many times - your account has been locked for 15 mins. Please try again later';
  await expect(alert).toContainText(locked);

  await robot.check();
  await password.fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(alert).toContainText(locked);
  await expect(page).toHaveURL(`${acme}/`);
});

test('without accepted cookies the password step says so as an alert, not a field error', async ({
  page,
}) => {
  await page.goto(`${acme}/`);
  await page.getByLabel('Email address').fill('emma.employee@acme.test');
  await page.getByRole('button', { name: 'Next' }).click();
  const password = page.getByLabel('Password', { exact: true });
  await password.fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please accept cookies before logging in' }),
  ).toBeVisible();
  await expect(password).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(`${acme}/`);
});

test('Tara accepts the new terms once and is not asked again', async ({ page }) => {
  await signIn(page, 'tara.terms@acme.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Nearly there' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Terms and conditions' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Policy' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please confirm that you have read the terms and conditions')).toBeVisible();
  await page.getByRole('checkbox', { name: 'I have read the terms and conditions' }).check();
  const acceptance = page.waitForRequest('**/api/account/terms');
  await page.getByRole('button', { name: 'Next' }).click();
  // The revision she read goes back with the acceptance (decision 049): acme's terms are revision 3.
  expect((await acceptance).postDataJSON()).toEqual({ termsAccepted: true, termsRevision: 3 });
  await expect(page.getByRole('button', { name: /Hi, Tara/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Nearly there' })).toHaveCount(0);

  await page.goto(`${acme}/logout`);
  await expect(page).toHaveURL(`${acme}/logout-success`);
  await signIn(page, 'tara.terms@acme.test');
  await expect(page).toHaveURL(`${acme}/app/home/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Nearly there' })).toHaveCount(0);
});

test('an employee on the dashboard sees Access Denied; a visitor on home is sent to the login', async ({
  page,
  browser,
}) => {
  await signIn(page, 'emma.employee@acme.test');
  await expect(page).toHaveURL(`${acme}/app/home/`);
  await page.goto(`${acme}/app/dashboard/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const visitor = await browser.newPage();
  await visitor.goto(`${acme}/app/home/`);
  await expect(visitor).toHaveURL(`${acme}/`);
  await visitor.close();
});

test('after 14 idle minutes Stay logged in keeps the session; letting it run out logs out', async ({
  page,
}) => {
  await page.clock.install();
  await signIn(page, 'emma.employee@acme.test');
  await expect(page).toHaveURL(`${acme}/app/home/`);
  // Signing in ends with a full page load: the idle clock starts once the app has taken over the
  // prerendered page (its user menu is enabled then).
  await expect(page.getByRole('button', { name: /Hi, Emma/ })).toBeEnabled();
  // The home's own call (its cards and banner) counts as activity too: read the last call after it.
  await expect(page.getByRole('link', { name: 'Review my benefits' })).toBeVisible();

  // Jump to 14 minutes after the last call to the Worker and hold the clock there.
  const lastCallAt = await page.evaluate(() => Number(sessionStorage.getItem('lastCallAt')));
  expect(lastCallAt).toBeGreaterThan(0);
  await page.clock.pauseAt(lastCallAt + 14 * 60_000);
  const prompt = page.getByRole('dialog', { name: 'Stay logged in?' });
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText('15');
  await page.clock.runFor(5_000);
  await expect(prompt).toContainText('10');
  // axe waits on timers of its own, so the clock runs again from here.
  await page.clock.resume();
  await expectNoSeriousAxeViolations(page);
  const ping = page.waitForResponse((response) => response.url().endsWith('/api/session/ping'));
  await prompt.getByRole('button', { name: 'Stay logged in' }).click();
  expect((await ping).status()).toBe(204);
  await expect(prompt).toBeHidden();
  await expect(page).toHaveURL(`${acme}/app/home/`);

  await page.clock.fastForward('14:01');
  await expect(prompt).toBeVisible();
  await page.clock.fastForward(16_000);
  await expect(page).toHaveURL(`${acme}/logout-success`);
});

test("an upstream 401 mid-session logs Dana out to her OneHub client's logout page (decision 047)", async ({
  page,
}) => {
  // Dana, so that revoking her upstream tokens cannot disturb the tests that sign Emma in.
  const c8 = TENANTS.c8.url;
  await page.clock.install();
  await signIn(page, 'demo.employee@c8.test', 'c8');
  await expect(page).toHaveURL(`${c8}/app/home/`);
  // Signing in ends with a full page load: the idle clock starts once the app has taken over the
  // prerendered page (its user menu is enabled then).
  await expect(page.getByRole('button', { name: /^Hi, / })).toBeEnabled();
  await revokeUpstreamSessions(page, 'demo.employee@c8.test');
  await page.clock.fastForward('14:01');
  await page
    .getByRole('dialog', { name: 'Stay logged in?' })
    .getByRole('button', { name: 'Stay logged in' })
    .click();
  // C8 Demo is a OneHub client: the session's end takes her to its logout address, not to /.
  await expect(page).toHaveURL('http://localhost:8787/__dev/reference-sign-on/signed-out');
  await expect(page.getByRole('heading', { name: 'You have signed out of Reference sign-on' })).toBeVisible();
  await page.goto(`${c8}/`);
  await expect(page.getByLabel('Email address')).toBeVisible();
});
