import { randomUUID } from 'node:crypto';
import { expect, expectNoSeriousAxeViolations, test } from './fixtures';
import { signInThroughApi } from './session';

// Emma's Dental Cover is live (DEMO-DATA.md), so she may claim against it.
const DENTAL = 5202;

// The eight bytes every PNG starts with, then a little more: enough for the type the browser sends.
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

test('Emma makes a claim on her Dental Cover with a receipt, and sees it listed', async ({ page }) => {
  await signInThroughApi(page, 'emma.employee@acme.test', 'acme', { to: `/app/my-benefits/${DENTAL}` });
  await expect(page.getByRole('heading', { level: 1, name: 'Dental Cover' })).toBeVisible();

  await page.getByRole('button', { name: 'Make a claim' }).click();
  const panel = page.getByRole('dialog', { name: 'Make a claim' });
  await expect(panel).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Claims stay from earlier runs (and retries): this one is told apart by its receipt's name.
  const receiptName = `receipt-${randomUUID().slice(0, 8)}.png`;
  await panel.getByLabel('Amount (£)').fill('42.50');
  await panel.getByLabel('Description').fill('Check-up and clean');
  await panel.getByLabel('Receipt').setInputFiles({ name: receiptName, mimeType: 'image/png', buffer: PNG });
  await panel.getByRole('button', { name: 'Send claim' }).click();

  await expect(page.getByText('Your claim has been sent.')).toBeVisible();
  await expect(panel).toBeHidden();
  const claims = page.getByRole('region', { name: 'Your claims' });
  await expect(claims.getByRole('row', { name: new RegExp(receiptName.replace('.', '\\.')) })).toContainText(
    '£42.50',
  );
});

test('a wrong or oversized receipt is refused before upload, keeping the amount typed', async ({ page }) => {
  await signInThroughApi(page, 'emma.employee@acme.test', 'acme', { to: `/app/my-benefits/${DENTAL}` });
  await page.getByRole('button', { name: 'Make a claim' }).click();
  const panel = page.getByRole('dialog', { name: 'Make a claim' });
  const amount = panel.getByLabel('Amount (£)');
  await amount.fill('19.99');
  await panel.getByLabel('Description').fill('Glasses');
  const receipt = panel.getByLabel('Receipt');

  await receipt.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await panel.getByRole('button', { name: 'Send claim' }).click();
  await expect(panel.getByText('The receipt must be a PDF, JPEG or PNG file')).toBeVisible();
  await expect(amount).toHaveValue('19.99');

  await receipt.setInputFiles({
    name: 'scan.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await panel.getByRole('button', { name: 'Send claim' }).click();
  await expect(panel.getByText('The receipt must be 5 MB or smaller')).toBeVisible();
  await expect(amount).toHaveValue('19.99');
  await expectNoSeriousAxeViolations(page);
});
