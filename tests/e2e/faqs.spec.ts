import { expect, expectNoSeriousAxeViolations, TENANTS, test } from './fixtures';
import { signInThroughApi } from './session';

const acme = TENANTS.acme.url;

test('Emma opens the FAQs from the navigation and reads an answer from the keyboard', async ({ page }) => {
  await signInThroughApi(page, 'emma.employee@acme.test');
  await expect(page).toHaveURL(`${acme}/app/home/`);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQs' }).click();
  await expect(page).toHaveURL(`${acme}/app/faqs/`);
  await expect(page.getByRole('heading', { level: 1, name: 'FAQs' })).toBeVisible();
  const question = page.getByText('When can I change my benefits?');
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/annual selection window in March/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
