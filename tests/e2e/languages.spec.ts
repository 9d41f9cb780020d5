import { expect, expectNoSeriousAxeViolations, TENANTS, test, VIEWPORTS } from './fixtures';
import { acceptCookiesIfAsked, PASSWORD } from './session';

// The portal in the person's language (docs/decisions/085-languages.md): the Worker decides it and
// renders the HTML in it, `lang` and `dir` included, before any script runs; the picker changes it
// where the page stands and keeps it for the browser.

const acme = TENANTS.acme.url;

// Abby, whom only the approvals' journey (a 'changes' one, run after these) signs in as: her chosen
// language is saved with her account, so she is put back to English before the journey ends.
const ABBY = 'abby.approver@acme.test';

test('Abby switches the login page to Deutsch, keeps what she typed, and stays German through sign-in, sign-out and sign-in', async ({
  page,
}) => {
  await page.goto(`${acme}/`);
  await acceptCookiesIfAsked(page);
  await page.getByLabel('Email address').fill(ABBY);
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Deutsch' });

  await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue(ABBY);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
  await expectNoSeriousAxeViolations(page);

  // The Worker renders the next page in German from the start: no script has run when it paints.
  const response = await page.reload();
  expect(await response?.text()).toMatch(/<html lang="de" dir="ltr"[^>]*>[\s\S]*Weiter/);
  const signInInGerman = async () => {
    await page.getByLabel('E-Mail-Adresse').fill(ABBY);
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(`${acme}/app/home/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('navigation', { name: 'Hauptmenü' })).toBeVisible();
  };
  await signInInGerman();

  // Signed out, the login page is still German; signed in again, so is her home.
  await page.goto(`${acme}/logout`);
  await expect(page).toHaveURL(/\/logout-success/);
  await page.goto(`${acme}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await signInInGerman();

  // Back to English, from the picker in the signed-in footer: saved with her account.
  await page.getByRole('combobox', { name: 'Sprache' }).selectOption({ label: 'English' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
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
