import type { Page } from '@playwright/test';
import { SIGNED_IN_SWEEP } from '#fixtures/page-sweep.ts';
import { expect, TENANTS, test } from './fixtures';
import { signInThroughApi } from './session';
import { SWEEP_THEMES, settled } from './sweep-themes';

// Every date a person reads is written as a date (issue 44, decision 074): no page of either role
// shows a calendar day as YYYY-MM-DD in its visible text. The pages are the route tree's (tests/
// fixtures/page-sweep.ts, as the phone-width sweep opens them), in the acme theme, whose demo people
// have the most dated things (selections, family, life events, claims, approvals), and the default
// C8 one. Side panels that show dates are opened over their page where the page offers them. A
// form's date input keeps its YYYY-MM-DD value: innerText does not include it.

const SWEPT = SWEEP_THEMES;

/** The side panels with dates, by the page pattern they open over: each opens its first one. */
const PANELS: Record<string, (page: Page) => Promise<void>> = {
  // The employee panel: date of birth, the day they joined, the welcome e-mail's day.
  '/app/employee-data/': async (page) => {
    const view = page.getByRole('button', { name: /^View / }).first();
    if ((await view.count()) === 0) return;
    await expect(view).toBeEnabled();
    await view.click();
    const panel = page.getByRole('dialog', { name: 'Employee details' });
    await expect(panel.getByText('Date of birth')).toBeVisible();
  },
  // A benefit's take-up: the people who chose it, with the days their selections start and end.
  '/app/dashboard/benefit-takeup': async (page) => {
    const view = page.getByRole('button', { name: /^View .* take-up$/ }).first();
    if ((await view.count()) === 0) return;
    await expect(view).toBeEnabled();
    await view.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.locator('[aria-busy="true"]:visible')).toHaveCount(0);
  },
};

/**
 * The calendar days written YYYY-MM-DD in what the page shows a person now; one inside a word, such
 * as a file name (`brightsmile-receipt-2026-03-14.pdf`), is the name's, not a date written for them.
 */
function isoDaysShown(page: Page): Promise<string[]> {
  return page.evaluate(() => document.body.innerText.match(/(?<![\w-])\d{4}-\d{2}-\d{2}(?![\w-])/g) ?? []);
}

for (const [tenant, swept] of Object.entries(SWEPT) as [
  keyof typeof SWEPT,
  (typeof SWEPT)[keyof typeof SWEPT],
][]) {
  const origin = TENANTS[tenant].url;
  for (const role of ['employee', 'employer'] as const) {
    const pages = Object.entries(SIGNED_IN_SWEEP).flatMap(([pattern, entry]) =>
      'skip' in entry || entry.role !== role ? [] : [[pattern, entry.path(swept.benefits)] as const],
    );
    test(`no ${role} page of the ${TENANTS[tenant].brand} theme shows a date as YYYY-MM-DD`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      for (const [number, [pattern, path]] of pages.entries()) {
        await test.step(pattern, async () => {
          if (number === 0) await signInThroughApi(page, swept.people[role], tenant, { to: path });
          else await page.goto(`${origin}${path}`);
          await settled(page);
          expect.soft(await isoDaysShown(page), `${page.url()}`).toEqual([]);
          const openPanel = PANELS[pattern];
          if (openPanel) {
            await openPanel(page);
            expect.soft(await isoDaysShown(page), `${page.url()} with its panel open`).toEqual([]);
          }
        });
      }
    });
  }
}
