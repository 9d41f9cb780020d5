import { expect, expectNoSeriousAxeViolations, TENANTS, test, VIEWPORTS } from './fixtures';
import { acceptCookiesIfAsked, PASSWORD } from './session';

// The portal in the person's language (docs/decisions/085-languages.md): the Worker decides it and
// renders the HTML in it, `lang` and `dir` included, before any script runs; the picker changes it
// where the page stands and keeps it for the browser.

const acme = TENANTS.acme.url;

test('Emma switches the login page to Deutsch, keeps what she typed, and signs in and out in German', async ({
  page,
}) => {
  await page.goto(`${acme}/`);
  await acceptCookiesIfAsked(page);
  await page.getByLabel('Email address').fill('emma.employee@acme.test');
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Deutsch' });

  await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue('emma.employee@acme.test');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
  await expectNoSeriousAxeViolations(page);

  // The Worker renders the next page in German from the start: no script has run when it paints.
  const response = await page.reload();
  expect(await response?.text()).toMatch(/<html lang="de" dir="ltr"[^>]*>[\s\S]*Weiter/);
  await page.getByLabel('E-Mail-Adresse').fill('emma.employee@acme.test');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(`${acme}/app/home/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  // Her choice is this browser's: signed out, the login page is still German.
  await page.goto(`${acme}/logout`);
  await expect(page).toHaveURL(/\/logout-success/);
  await page.goto(`${acme}/`);
  await expect(page.getByRole('button', { name: 'Weiter' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('in Arabic the login page reads right to left, fits a phone and passes axe at both widths', async ({
  page,
}) => {
  await page.goto(`${acme}/`);
  await acceptCookiesIfAsked(page);
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'العربية' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: 'التالي' })).toBeVisible();
  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
    await page.setViewportSize(viewport);
    await expectNoSeriousAxeViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `wider than ${viewport.width} px`).toBeLessThanOrEqual(0);
  }
});
