import { BENEFIT_IDS } from '#reference-api/seed/benefit-catalogue.ts';
import { expect, expectNoSeriousAxeViolations, TENANTS, test } from './fixtures';
import { signInThroughApi } from './session';

// A family benefit covers the family on file (issue 44, item 1; docs/decisions/084): Emma, whose
// partner James and child Isla are on file (docs/demo-data.md), is told whom choosing Travel
// Insurance covers, accepts its terms and chooses it, and its page names all three. It gives Emma a
// selection for good: 'changes'. A retry finds the selection its first try made.
// profile.changes.spec.ts may add a child to her family meanwhile, who would be covered after Isla,
// so the names are checked from the start.

test('Emma is told whom Travel Insurance covers, chooses it, and its page says it covers her, James and Isla', async ({
  page,
}) => {
  const travel = `/app/my-benefits/${BENEFIT_IDS.acme.travel}`;
  await signInThroughApi(page, 'emma.employee@acme.test', 'acme', { to: travel });
  await expect(page.getByRole('heading', { level: 1, name: 'Travel Insurance' })).toBeVisible();
  const choose = page.getByRole('link', { name: 'Choose this benefit' });
  await expect(choose.or(page.getByRole('link', { name: 'Manage' }))).toBeVisible();

  if (await choose.isVisible()) {
    // Before she chooses, the page says whom choosing covers.
    await expect(
      page.getByText(
        /^Choosing it covers you and your family on file: Emma Fielding, James Fielding, Isla Fielding\b/,
      ),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await choose.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Set up Travel Insurance' })).toBeVisible();
    const accept = page.getByRole('checkbox', {
      name: 'I have read and accept the terms and conditions of this benefit',
    });
    await expect(async () => {
      await accept.check();
      await expect(accept).toBeChecked({ timeout: 1_000 });
    }).toPass();
    await page.getByRole('button', { name: 'Confirm my choice' }).click();
    await expect(page).toHaveURL(`${TENANTS.acme.url}${travel}`);
    await expect(page.getByText('Your selection has been saved. Status: Live.')).toBeVisible();
  }

  const cover = page.getByRole('region', { name: 'Your cover' });
  // The person first, then her partner, then her child; Daniel Hart, removed from her family, is not.
  await expect(cover.getByRole('definition').first()).toHaveText(
    /^Emma Fielding, James Fielding, Isla Fielding\b/,
  );
  await expect(cover).not.toContainText('Daniel Hart');
  await expectNoSeriousAxeViolations(page);
});
