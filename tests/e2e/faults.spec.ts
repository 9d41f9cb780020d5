import type { Page, Route } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, TENANTS, test } from './fixtures';
import { acceptCookiesIfAsked, PASSWORD, signInThroughApi } from './session';

// Issue 20, docs/decisions/032: when the Worker answers a read with 502 (the upstream failed) or
// 504 (it timed out), the person sees the spec's message (section 8), never a blank page, and a
// 'Try again' that asks again; a form whose submit failed keeps every value typed. The faults are
// injected in the browser (page.route on the /api call) as the Worker would answer them, so each
// page is reached by a navigation inside the app, whose reads the browser makes; a page loaded
// whole has its reads made by the Worker (docs/decisions/033), whose failures the Worker's own
// tests cover (worker/shell/serve-app-page.test.ts).

const acme = TENANTS.acme.url;
const GENERIC = 'It looks like something has gone wrong, please try again later';

const WORKER_ANSWERS = {
  502: { error: { message: GENERIC, code: 'upstream_error' } },
  504: { error: { message: 'Failed to fetch', code: 'upstream_timeout' } },
} as const;

/**
 * Fails every call to `path` (an /api path) with `status` until the returned function is called;
 * then the calls reach the Worker again. Returns that function and the number of failed calls.
 */
async function failApi(page: Page, path: string, status: 502 | 504, body: unknown = WORKER_ANSWERS[status]) {
  let failing = true;
  const failed = { count: 0 };
  await page.route(
    (url) => url.pathname === path,
    async (route: Route) => {
      if (!failing) return route.fallback();
      failed.count += 1;
      return route.fulfill({ status, json: body });
    },
  );
  return {
    failed,
    recover: () => {
      failing = false;
    },
  };
}

/**
 * Opens `path` as a link inside the app would, from a fresh load of the home page (so nothing of
 * the page is in the app's cache yet): the page's reads are the browser's.
 */
async function navigateInApp(page: Page, path: string) {
  await page.goto(`${acme}/app/home/`);
  // The app has taken over the page once its user menu is enabled.
  await expect(page.getByTestId('user-menu-button')).toBeEnabled();
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(`${acme}${path}`);
}

/** The read failed: its message and 'Try again' are on the page (not a blank one), axe is happy. */
async function expectLoadError(page: Page, message: string) {
  const alert = page.getByRole('alert').filter({ hasText: message });
  await expect(alert).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' }).first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
}

const EMMA_READS = [
  {
    family: 'benefits',
    page: '/app/my-benefits/',
    api: '/api/benefits',
    status: 502,
    message: 'There was a problem loading your benefits. Please log in again.',
    recovered: (page: Page) => page.getByRole('link', { name: /Life Assurance/ }).first(),
  },
  {
    family: 'profile',
    page: '/app/home/my-profile/',
    api: '/api/profile/details',
    status: 504,
    message: GENERIC,
    recovered: (page: Page) => page.getByLabel('Phone number'),
  },
  {
    family: 'two-factor',
    page: '/app/home/my-profile/',
    api: '/api/profile/two-factor',
    status: 502,
    message: GENERIC,
    recovered: (page: Page) => page.getByTestId('two-factor-status'),
  },
  {
    family: 'content',
    page: '/app/faqs/',
    api: '/api/content/faqs',
    status: 504,
    message: GENERIC,
    recovered: (page: Page) => page.getByText('When can I change my benefits?'),
  },
] as const;

test('Emma: a failed read of each family shows the message and comes back with Try again', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInThroughApi(page, 'emma.employee@acme.test');
  await expect(page).toHaveURL(`${acme}/app/home/`);
  for (const read of EMMA_READS) {
    await test.step(`${read.family}: ${read.status} on ${read.api}`, async () => {
      const fault = await failApi(page, read.api, read.status);
      await navigateInApp(page, read.page);
      await expectLoadError(page, read.message);
      expect(fault.failed.count).toBeGreaterThan(0);
      fault.recover();
      // The retry of this read (the two-factor one shares its page with the details).
      const retry = page
        .getByTestId('load-error')
        .filter({ hasText: read.message })
        .getByRole('button', { name: 'Try again' });
      await retry.click();
      await expect(read.recovered(page)).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: read.message })).toHaveCount(0);
      await page.unrouteAll({ behavior: 'wait' });
    });
  }
});

test('Alex: the approvals list (employer) shows its message and comes back with Try again', async ({
  page,
}) => {
  await signInThroughApi(page, 'alex.admin@acme.test');
  await expect(page).toHaveURL(`${acme}/app/home/`);
  const fault = await failApi(page, '/api/employer/approvals', 504);
  await navigateInApp(page, '/app/dashboard/approve-selections');
  await expectLoadError(page, 'There was an error requesting the approvals data');
  fault.recover();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a reset link that could not be checked (recovery) offers Try again', async ({ page }) => {
  const fault = await failApi(page, '/api/password/reset/check', 502);
  await page.goto(`${acme}/reset-password?token=fault-injection-token-0001`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Unable to validate reset link. Please try again.' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to home' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  // The upstream answers again (as a good link would: the token itself is not what is tested here).
  fault.recover();
  await page.route(
    (url) => url.pathname === '/api/password/reset/check',
    (route) => route.fulfill({ status: 200, json: { valid: true } }),
  );
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expect(page.getByLabel('Day')).toBeVisible();
});

test('a login that failed upstream (auth) keeps what was typed, and Login again signs in', async ({
  page,
}) => {
  // What the Worker answers when the upstream's login fails (worker/routes/auth.ts).
  const fault = await failApi(page, '/api/auth/login', 502, {
    error: { message: 'Unable to login', code: 'login_failed' },
  });
  await page.goto(`${acme}/`);
  await acceptCookiesIfAsked(page);
  await page.getByLabel('Email address').fill('emma.employee@acme.test');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Unable to login' })).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue('emma.employee@acme.test');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(PASSWORD);
  await expectNoSeriousAxeViolations(page);
  fault.recover();
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(`${acme}/app/home/`);
});

test('contact details whose save timed out keep every value typed', async ({ page }) => {
  await signInThroughApi(page, 'emma.employee@acme.test', 'acme', { to: '/app/home/my-profile/' });
  const typed = { 'Phone number': '0117 496 0000', 'Town or city': 'Bath', Postcode: 'BA1 1AA' };
  for (const [label, value] of Object.entries(typed)) await page.getByLabel(label).fill(value);
  // Only the save fails: the page's reads reach the Worker.
  await page.route(
    (url) => url.pathname === '/api/profile/details',
    (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 504, json: WORKER_ANSWERS[504] })
        : route.fallback(),
  );
  await page.getByRole('button', { name: 'Save contact details' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to fetch' })).toBeVisible();
  for (const [label, value] of Object.entries(typed)) {
    await expect(page.getByLabel(label)).toHaveValue(value);
  }
  await expectNoSeriousAxeViolations(page);
});
