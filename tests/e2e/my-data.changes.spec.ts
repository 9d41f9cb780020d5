import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { demoReceipts } from '#reference-api/seed/demo-claims.ts';
import { expect, expectNoSeriousAxeViolations, TENANTS, type TenantName, test } from './fixtures';
import { signInThroughApi } from './session';

// "Download my data" (issue 32 item 6, docs/decisions/058). In 'changes': each download is recorded
// in the person's account activity, which other journeys read.

async function openProfile(page: import('@playwright/test').Page, tenant: TenantName, email: string) {
  await signInThroughApi(page, email, tenant);
  await expect(page).toHaveURL(`${TENANTS[tenant].url}/app/home/`);
  await page.goto(`${TENANTS[tenant].url}/app/home/my-profile/`);
  const section = page.getByRole('region', { name: 'Download my data' });
  // Disabled in the Worker's HTML until the app has hydrated (decision 033).
  await expect(section.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  return section;
}

async function downloadZip(
  page: import('@playwright/test').Page,
  section: import('@playwright/test').Locator,
) {
  const saved = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download my data' }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(section.getByRole('status')).toHaveText(
    `Your data has been downloaded: ${download.suggestedFilename()}`,
  );
  return unzipSync(new Uint8Array(await readFile(await download.path())));
}

test('Emma downloads her data: the zip holds her claim’s receipt byte for byte, and the download joins her account activity', async ({
  page,
}) => {
  const section = await openProfile(page, 'acme', 'emma.employee@acme.test');
  await expectNoSeriousAxeViolations(page);

  const files = await downloadZip(page, section);
  // The bytes the demo seed put in the receipts bucket (scripts/prepare-database.mjs).
  const receipt = demoReceipts[0]?.bytes;
  expect(receipt).toBeDefined();
  expect(files['receipts/7101-brightsmile-receipt-2026-03-14.pdf']).toEqual(receipt);
  for (const name of ['profile', 'family-members', 'life-events', 'selections', 'statements', 'claims']) {
    expect(files[`${name}.json`], name).toBeDefined();
    expect(files[`${name}.csv`], name).toBeDefined();
  }
  expect(JSON.parse(strFromU8(files['profile.json'] ?? new Uint8Array()))).toMatchObject({
    firstName: 'Emma',
  });
  await expectNoSeriousAxeViolations(page);

  // The next copy's account activity lists the first download (GET /v2/user/account-activity).
  const again = await downloadZip(page, section);
  const activity = JSON.parse(strFromU8(again['account-activity.json'] ?? new Uint8Array())) as {
    type: string;
  }[];
  expect(activity.some((entry) => entry.type === 'data-downloaded')).toBe(true);
});

test('the section passes axe in globex’s theme too', async ({ page }) => {
  await openProfile(page, 'globex', 'gus.admin@globex.test');
  await expectNoSeriousAxeViolations(page);
});
