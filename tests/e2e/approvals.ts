import { expect, type Page } from './fixtures';

// The approvals journeys decide generated people's selections only: Emma's, Alex's, Tom's (but for
// the one journey that approves it) and Tara's stay awaiting approval for the journeys that read them.
const DEMO_NAMES = new Set(['Emma Fielding', 'Alex Morgan', 'Tom Becker', 'Tara Quinn']);

/**
 * Ticks `count` rows of generated people, from the first or (so that two tests running at once on
 * one benefit never pick the same row) from the last, and returns their names.
 */
export async function tickGenerated(
  page: Page,
  count: number,
  from: 'first' | 'last' = 'first',
): Promise<string[]> {
  const table = page.getByRole('table');
  // Loaded: the first row's own checkbox is there (the loading row has none).
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  await expect(table.getByRole('checkbox').nth(1)).toBeVisible();
  const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
  const names = (await rows.locator('td:nth-child(2)').allTextContents()).filter(
    (name) => !DEMO_NAMES.has(name),
  );
  const picked = from === 'first' ? names.slice(0, count) : names.slice(-count);
  for (const name of picked) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  return picked;
}
