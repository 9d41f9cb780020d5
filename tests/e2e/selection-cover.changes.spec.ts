import { BENEFIT_IDS } from '#reference-api/seed/benefit-catalogue.ts';
import { expect, expectNoSeriousAxeViolations, TENANTS, test } from './fixtures';
import { signInThroughApi } from './session';

// A live selection shows what it is in the default C8 theme too (decision 074): Dana, who has no
// selection in the seed, chooses C8's Dental Cover (no approval needed), and its page says whom it
// covers and from when, as a date. A retry finds the selection its first try made.

test('Dana chooses Dental Cover in the C8 theme: her page says whom it covers and from when, as a date', async ({
  page,
}) => {
  const dental = `/app/my-benefits/${BENEFIT_IDS.localhost.dental}`;
  await signInThroughApi(page, 'demo.employee@c8.test', 'c8', { to: dental });
  await expect(page.getByRole('heading', { level: 1, name: 'Dental Cover' })).toBeVisible();
  const choose = page.getByRole('link', { name: /^(Choose this benefit|Reapply)$/ });
  const cover = page.getByRole('region', { name: 'Your cover' });
  await expect(choose.or(page.getByRole('link', { name: 'Manage' }))).toBeVisible();
  if (await choose.isVisible()) {
    await choose.click();
    await page.getByRole('button', { name: 'Confirm my choice' }).click();
    await expect(page).toHaveURL(`${TENANTS.c8.url}${dental}`);
  }

  await expect(cover).toContainText('Dana Cole');
  await expect(cover.locator('time').first()).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
  await expect(page.getByRole('region', { name: 'Monthly cost' })).toContainText('In force');
  // A date inside a file name (her claim's receipt) is the name's, as the sweep reads it.
  expect(
    await page.evaluate(() => document.body.innerText.match(/(?<![\w-])\d{4}-\d{2}-\d{2}(?![\w-])/g)),
  ).toBeNull();
  await expectNoSeriousAxeViolations(page);
});
