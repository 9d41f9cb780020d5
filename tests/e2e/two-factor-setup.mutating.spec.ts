import { totpCode } from '#fixtures/totp.ts';
import { expect, expectNoSeriousAxeViolations, TENANTS, test } from './fixtures';
import { acceptCookiesIfAsked, enterAuthenticationCode, fillDateOfBirth, signIn } from './session';

const globex = TENANTS.globex.url;

test('Gina sets up two-factor at sign-in, is asked for a code next time, and turns it off with a reason', async ({
  page,
  browser,
}) => {
  await signIn(page, 'gina.employee@globex.test', 'globex');
  await expect(page).toHaveURL(`${globex}/two-fa-qr-setup/`);
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  const secret = (await page.getByTestId('two-factor-secret').innerText()).replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

  await page.getByRole('button', { name: 'Enter the code' }).click();
  await expect(page).toHaveURL(`${globex}/two-fa-code-setup`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Enable two factor authentication' }),
  ).toBeVisible();
  await enterAuthenticationCode(page, await totpCode(secret, 0));
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('button', { name: 'Verify' })).toBeVisible();
  await enterAuthenticationCode(page, await totpCode(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(`${globex}/app/home/`);
  await expect(page.getByRole('status').or(page.getByRole('alert')).first()).toContainText(
    /two factor authentication/i,
  );

  // A second browser: her next sign-in asks for a code.
  const other = await browser.newContext();
  const next = await other.newPage();
  await signIn(next, 'gina.employee@globex.test', 'globex');
  await expect(next).toHaveURL(`${globex}/two-fa/`);
  await expect(next.getByRole('heading', { level: 1, name: 'Enter authentication code' })).toBeVisible();
  await other.close();

  // Turning it off needs a reason.
  await page.goto(`${globex}/app/home/my-profile/`);
  await page.getByRole('button', { name: 'Disable two factor authentication' }).click();
  const panel = page.getByRole('dialog');
  await expect(panel).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await panel.getByRole('button', { name: 'Disable two factor authentication' }).click();
  await expect(
    panel.getByText('Please tell us why you are turning off two factor authentication.'),
  ).toBeVisible();
  await panel.getByLabel('Reason').fill('I have a new phone and will set it up again.');
  await panel.getByRole('button', { name: 'Disable two factor authentication' }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Enable two factor authentication' })).toBeVisible();
});

test('Gail activates on Globex in four steps: Verify, Password, 2FA (step 3), then Terms', async ({
  page,
}) => {
  await page.goto(`${globex}/activation/demo-globex-gail`);
  await acceptCookiesIfAsked(page);
  await fillDateOfBirth(page, '09', '06', '1992');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('New password', { exact: false }).first().fill('Copper-Kettle#5120');
  await expect(page.getByRole('listitem').filter({ hasText: 'not met' })).toHaveCount(0);
  await page.getByRole('button', { name: /Activate|Next|Continue/ }).click();

  await expect(page).toHaveURL(`${globex}/two-fa-qr-setup/`);
  const progress = page.getByRole('navigation', { name: /progress/i });
  await expect(progress.locator('[aria-current="step"]')).toContainText('2FA');
  await expectNoSeriousAxeViolations(page);
  const secret = (await page.getByTestId('two-factor-secret').innerText()).replace(/\s+/g, '');

  await page.getByRole('button', { name: 'Enter the code' }).click();
  await expect(progress.locator('[aria-current="step"]')).toContainText('2FA');
  await enterAuthenticationCode(page, await totpCode(secret, 0));
  await page.getByRole('button', { name: 'Next' }).click();
  // The second pass starts with empty boxes: type only once it is on screen.
  await expect(page.getByRole('button', { name: 'Verify' })).toBeVisible();
  await enterAuthenticationCode(page, await totpCode(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page.getByRole('heading', { name: 'Nearly there' })).toBeVisible();
  await page.getByLabel('I have read the terms and conditions').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(`${globex}/app/home/`);
  await expect(page.getByRole('button', { name: /Hi, Gail/ })).toBeVisible();
});
