import { BENEFIT_IDS } from '#reference-api/seed/benefit-catalogue.ts';
import { expect, expectNoSeriousAxeViolations, test } from './fixtures';
import { signInThroughApi } from './session';

// A live selection shows what it is (issue 44, decision 074): Emma's family Dental Cover
// (docs/demo-data.md) covers her, her partner James and their child Isla, on the plan she chose,
// from 1 January 2026, and its monthly cost section gives both shares and their total.

test("Emma's Dental Cover says who it covers, its plan, its start as a date and its monthly costs", async ({
  page,
}) => {
  await signInThroughApi(page, 'emma.employee@acme.test', 'acme', {
    to: `/app/my-benefits/${BENEFIT_IDS.acme.dental}`,
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Dental Cover' })).toBeVisible();

  const cover = page.getByRole('region', { name: 'Your cover' });
  await expect(cover.getByRole('definition').first()).toHaveText(
    'Emma Fielding, James Fielding, Isla Fielding',
  );
  await expect(cover).toContainText('Family cover, level 2');
  await expect(cover.locator('time[datetime="2026-01-01"]')).toHaveText('1 January 2026');

  const costs = page.getByRole('region', { name: 'Monthly cost' });
  await expect(costs).toContainText('Your monthly cost£14.20 (In force)');
  await expect(costs).toContainText('Your employer pays£7.10');
  await expect(costs).toContainText('Total monthly cost£21.30');

  expect(
    await page.evaluate(() => document.body.innerText.match(/(?<![\w-])\d{4}-\d{2}-\d{2}(?![\w-])/g)),
  ).toBeNull();
  await expectNoSeriousAxeViolations(page);
});
