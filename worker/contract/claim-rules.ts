// The claims' texts and limits; the schemas are in contract/claims.ts, the form's in
// contract/claim-requests.ts.

/**
 * Claims with a receipt (the make-a-claim panel, spec 2.16), in camelCase as the SPA gets them. The
 * SPA checks a receipt's type and size before uploading; the Worker enforces the byte limit while it
 * streams the upload; the upstream is the authority on both.
 */

/** 5 MB: the largest receipt accepted. */
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Room above the receipt for the multipart boundaries, part headers and the amount and description:
 * a body longer than RECEIPT_MAX_BYTES plus this cannot hold an acceptable receipt.
 */
export const CLAIM_FORM_OVERHEAD_BYTES = 64 * 1024;
export const CLAIM_BODY_MAX_BYTES = RECEIPT_MAX_BYTES + CLAIM_FORM_OVERHEAD_BYTES;

export const RECEIPT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

/** The multipart field names of a claim upload. */
export const CLAIM_FIELDS = { amount: 'amount', description: 'description', receipt: 'receipt' } as const;

export const CLAIM_TEXTS = {
  open: 'Make a claim',
  title: 'Make a claim',
  amount: 'Amount (£)',
  description: 'Description',
  receipt: 'Receipt',
  receiptHint: 'A PDF, JPEG or PNG file, 5 MB or smaller',
  submit: 'Send claim',
  cancel: 'Cancel',
  uploading: 'Upload progress',
  wrongType: 'The receipt must be a PDF, JPEG or PNG file',
  tooLarge: 'The receipt must be 5 MB or smaller',
  receiptMissing: 'Please attach a receipt',
  amountInvalid: 'Please enter an amount greater than 0, in pounds and pence',
  descriptionMissing: 'Please describe what the claim is for',
  notAForm: 'The claim must be sent as a form with its receipt',
  failed: 'There was an error connecting to the server',
  listHeading: 'Your claims',
  /** Names the claims table and the box it scrolls in on a phone (docs/decisions/050); the heading shows. */
  tableCaption: 'Claims made, newest first',
  dateColumn: 'Date',
  amountColumn: 'Amount',
  noClaims: 'You have not made any claims for this benefit yet.',
  listFailed: 'There was an error requesting your claims, please try again later',
  sent: 'Your claim has been sent.',
} as const;

/** Pounds and pence, above 0: what the form accepts as an amount. */
export const CLAIM_AMOUNT_PATTERN = /^\d{1,7}(\.\d{1,2})?$/;
