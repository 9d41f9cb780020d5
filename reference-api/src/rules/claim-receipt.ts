// What a claim's receipt may be: the portal checks the same before uploading, the reference API is
// the authority (the Worker only counts bytes while it streams the upload through).

/** 5 MB: the largest receipt accepted. */
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;

/** Room for the multipart boundaries, part headers and the two text fields around the file. */
export const CLAIM_FORM_OVERHEAD_BYTES = 64 * 1024;

export const RECEIPT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type ReceiptType = (typeof RECEIPT_TYPES)[number];

export function isReceiptType(type: string): type is ReceiptType {
  return (RECEIPT_TYPES as readonly string[]).includes(type);
}

export const CLAIM_MESSAGES = {
  notLive: 'Claims can only be made for a benefit with a live selection',
  notAForm: 'The request body must be multipart/form-data',
  tooLarge: 'The receipt must be 5 MB or smaller',
  wrongType: 'The receipt must be a PDF, JPEG or PNG file',
  receiptMissing: 'Please attach a receipt',
  emptyReceipt: 'The receipt file is empty',
  amount: 'Please enter an amount greater than 0, in pounds and pence',
  description: 'Please describe what the claim is for',
} as const;

const AMOUNT = /^\d{1,7}(\.\d{1,2})?$/;

/** A claimed amount in pounds: up to two decimals, above 0; null when it is not one. */
export function parseClaimAmount(text: string): number | null {
  const trimmed = text.trim();
  if (!AMOUNT.test(trimmed)) return null;
  const amount = Number(trimmed);
  return amount > 0 ? amount : null;
}

export const DESCRIPTION_MAX_LENGTH = 1000;
