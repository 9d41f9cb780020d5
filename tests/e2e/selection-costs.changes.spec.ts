import type { Page } from '@playwright/test';
import { calculateMonthlyCosts } from '#reference-api/rules/benefits-cost.ts';
import { BENEFIT_IDS, LIFE_COVER_RATE } from '#reference-api/seed/benefit-catalogue.ts';
import { generatedSelections } from '#reference-api/seed/generated-selections.ts';
import { STALE_COST_EMPLOYEE } from '#reference-api/seed/stale-selection-cost.ts';
import { formatPounds } from '#web/lib/en-gb-format.ts';
import { expect, expectNoSeriousAxeViolations, TENANTS, test } from './fixtures';
import { signInThroughApi } from './session';

// An administrator prices a selection again (issue 44, item 4; docs/decisions/080): Alex opens
// Arthur Hughes's panel, whose Life Assurance was stored before the rate rose, recalculates it and
// finds the recalculation on the audit trail. It changes what other journeys could read: 'changes'.

const acme = TENANTS.acme.url;
const globex = TENANTS.globex.url;
const NAME = `${STALE_COST_EMPLOYEE.firstName} ${STALE_COST_EMPLOYEE.surname}`;
const TRAIL = `/app/dashboard/audit-trail?action=selection-cost-recalculated&person=${encodeURIComponent(NAME)}`;

/** Arthur's Life Assurance at today's rate, as the portal writes money. */
function costToday(): { employee: string; employer: string } {
  const life = generatedSelections().find(
    (row) => row.user_id === STALE_COST_EMPLOYEE.id && row.benefit_id === BENEFIT_IDS.acme.lifeAssurance,
  );
  const costs = calculateMonthlyCosts(LIFE_COVER_RATE, life?.value ?? 0, life?.partner_value ?? null);
  return { employee: formatPounds(costs.monthlyCost), employer: formatPounds(costs.employerMonthlyCost) };
}

/** How many recalculations about Arthur the trail holds, as its summary says. */
async function recalculationsOnTrail(page: Page): Promise<number> {
  await page.goto(`${acme}${TRAIL}`);
  const summary = page.getByText(/^\d+ events? match(es)? these filters/);
  await expect(summary).toBeVisible();
  return Number(/^(\d+)/.exec((await summary.textContent()) ?? '')?.[1]);
}

async function openPanel(page: Page, origin: string, name: string) {
  await page.goto(`${origin}/app/employee-data/?search=${encodeURIComponent(name)}`);
  await page.getByRole('button', { name: `View ${name}` }).click();
  const panel = page.getByRole('dialog', { name: 'Employee details' });
  await expect(panel.getByText(name, { exact: true })).toBeVisible();
  return panel;
}

test("Alex recalculates Arthur's Life Assurance from the employee panel and finds it on the audit trail", async ({
  page,
}) => {
  const today = costToday();
  await signInThroughApi(page, 'alex.admin@acme.test');
  await expect(page).toHaveURL(`${acme}/app/home/`);
  const before = await recalculationsOnTrail(page);

  const panel = await openPanel(page, acme, NAME);
  const table = panel.getByRole('table', { name: 'Selections and monthly costs' });
  const life = table.getByRole('row').filter({ hasText: 'Life Assurance' });
  await expect(life.getByRole('cell').nth(1)).toHaveText('Live');
  const stored = (await life.getByRole('cell').nth(2).textContent()) ?? '';
  await expectNoSeriousAxeViolations(page);

  const opener = life.getByRole('button', { name: 'Recalculate cost of Life Assurance' });
  await opener.click();
  await expect(panel.getByRole('heading', { name: 'Recalculate the cost of Life Assurance?' })).toBeFocused();
  await expect(panel.getByText(`what they pay each month (now ${stored}) may change`)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  // A double click sends one recalculation (the trail counts them below).
  await panel.getByRole('button', { name: 'Recalculate', exact: true }).dblclick();

  // The first run after a seed changes the amount; a run after that finds it already at today's rate.
  const status = panel.getByRole('status').filter({ hasText: 'has been recalculated' });
  await expect(status).toHaveText(
    stored === today.employee
      ? `The cost of Life Assurance has been recalculated: it is still ${today.employee} a month.`
      : `The cost of Life Assurance has been recalculated: the employee now pays ${today.employee} a month (was ${stored}).`,
  );
  await expect(life.getByRole('cell').nth(2)).toHaveText(today.employee);
  await expect(life.getByRole('cell').nth(3)).toHaveText(today.employer);
  await expect(opener).toBeFocused();
  await expectNoSeriousAxeViolations(page);

  expect(await recalculationsOnTrail(page)).toBe(before + 1);
  const newest = page
    .getByRole('table', { name: /^Audit trail events/ })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .first();
  await expect(newest).toContainText('Selection cost recalculated');
  await expect(newest).toContainText('Alex Morgan');
  await expect(newest).toContainText(NAME);
  await expect(newest).toContainText(`Life Assurance: ${stored} to ${today.employee} a month`);
  await expectNoSeriousAxeViolations(page);
});

test("Gus sees Gina's selections and costs in globex's theme, with nothing to fault for axe", async ({
  page,
}) => {
  await signInThroughApi(page, 'gus.admin@globex.test', 'globex');
  const panel = await openPanel(page, globex, 'Gina Rossi');
  const table = panel.getByRole('table', { name: 'Selections and monthly costs' });
  await expect(table.getByRole('row').filter({ hasText: 'Pension' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
