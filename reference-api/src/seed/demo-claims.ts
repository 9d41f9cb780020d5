// The named accounts' claims (DEMO-DATA.md): Emma claimed a dental check-up in March on her live
// Dental Cover, Dana (C8 Demo) a hygienist visit in September on hers, and their receipts' bytes are stored (unlike the generated people's, decision 051), so
// "Download my data" (docs/decisions/058) has a receipt to hand back byte for byte. The seed writes
// the claims row; the bytes go to the RECEIPTS bucket under its key (scripts/prepare-database.mjs
// for npm start, tests/setup/reference-db.ts for the Worker tests).
import type { InsertableWith } from '../data/schema.ts';
import type { ReceiptType } from '../rules/claim-receipt.ts';
import { BENEFIT_IDS } from './benefit-catalogue.ts';

export type DemoReceipt = { key: string; contentType: ReceiptType; bytes: Uint8Array };

const EMMA = 1001;
const DANA = 3001;
/** Named accounts' claim ids: below the generated ones (78001 on). */
export const DEMO_CLAIM_IDS = { emmaDentalCheckUp: 7101, danaHygienistVisit: 7102 } as const;

/**
 * A one-page PDF of a few lines of text (Helvetica, ASCII), its cross-reference table counted from
 * the bytes it is made of: a receipt any PDF reader opens.
 */
export function receiptPdf(lines: readonly string[]): Uint8Array {
  const escaped = lines.map((line) => line.replace(/[\\()]/g, (char) => `\\${char}`));
  const text = escaped.map((line, index) => `${index === 0 ? '' : '0 -18 Td '}(${line}) Tj`).join('\n');
  const content = `BT /F1 12 Tf 36 260 Td\n${text}\nET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 297] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

const emmaReceipt: DemoReceipt = {
  key: `receipts/demo-${DEMO_CLAIM_IDS.emmaDentalCheckUp}`,
  contentType: 'application/pdf',
  bytes: receiptPdf([
    'BrightSmile Dental, 22 Queens Road, Bristol BS8 1QU',
    'Receipt 2026-0314-118',
    'Date: 14 March 2026',
    'Patient: Emma Fielding',
    'Check-up and scale and polish: GBP 45.00',
    'Paid by card. Thank you.',
  ]),
};

const danaReceipt: DemoReceipt = {
  key: `receipts/demo-${DEMO_CLAIM_IDS.danaHygienistVisit}`,
  contentType: 'application/pdf',
  bytes: receiptPdf([
    'Harbour Dental Practice, 4 Mill Lane, Leeds LS1 4AB',
    'Receipt HD-20260908-31',
    'Date: 8 September 2026',
    'Patient: Dana Cole',
    'Hygienist visit: GBP 62.00',
    'Paid by card. Thank you.',
  ]),
};

/** The receipts the seed stores, by key. */
export const demoReceipts: readonly DemoReceipt[] = [emmaReceipt, danaReceipt];

export const demoClaims: readonly InsertableWith<'claims', 'id'>[] = [
  {
    id: DEMO_CLAIM_IDS.emmaDentalCheckUp,
    user_id: EMMA,
    benefit_id: BENEFIT_IDS.acme.dental,
    amount: 45,
    description: 'Check-up and scale and polish',
    receipt_key: emmaReceipt.key,
    receipt_name: 'brightsmile-receipt-2026-03-14.pdf',
    receipt_type: emmaReceipt.contentType,
    receipt_size: emmaReceipt.bytes.byteLength,
    created_at: '2026-03-16T19:42:00.000Z',
  },
  {
    id: DEMO_CLAIM_IDS.danaHygienistVisit,
    user_id: DANA,
    benefit_id: BENEFIT_IDS.localhost.dental,
    amount: 62,
    description: 'Hygienist visit',
    receipt_key: danaReceipt.key,
    receipt_name: 'harbour-dental-receipt-2026-09-08.pdf',
    receipt_type: danaReceipt.contentType,
    receipt_size: danaReceipt.bytes.byteLength,
    created_at: '2026-09-09T08:15:00.000Z',
  },
];
