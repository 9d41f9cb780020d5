// Reads a claim's multipart form into checked values, or the refusal its first problem earns.
import type { BenefitRefusal } from '../http/benefit-refusal.ts';
import { valueRefusal } from '../http/benefit-refusal.ts';
import {
  CLAIM_MESSAGES,
  DESCRIPTION_MAX_LENGTH,
  isReceiptType,
  parseClaimAmount,
  RECEIPT_MAX_BYTES,
  type ReceiptType,
} from '../rules/claim-receipt.ts';

export type ClaimForm = {
  amount: number;
  description: string;
  receipt: File;
  receiptType: ReceiptType;
};

export type ClaimFormOutcome = { ok: true; form: ClaimForm } | { ok: false; refusal: BenefitRefusal };

const refused = (refusal: BenefitRefusal): ClaimFormOutcome => ({ ok: false, refusal });

/** The file's name without any path a browser may have left in it, cut to the column's length. */
export function receiptName(file: File): string {
  const base = file.name.split(/[\\/]/).pop()?.trim() ?? '';
  return (base || 'receipt').slice(0, 255);
}

export async function readClaimForm(request: Request): Promise<ClaimFormOutcome> {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'multipart/form-data') {
    return refused({ status: 415, message: CLAIM_MESSAGES.notAForm });
  }
  let data: FormData;
  try {
    data = await request.formData();
  } catch {
    return refused({ status: 400, message: CLAIM_MESSAGES.notAForm });
  }
  const receipt = data.get('receipt');
  if (!(receipt instanceof File)) {
    return refused(valueRefusal({ field: 'receipt', message: CLAIM_MESSAGES.receiptMissing }));
  }
  // The file's own limits first: they have their own statuses, and say the most about a wrong file.
  if (receipt.size > RECEIPT_MAX_BYTES) {
    return refused({ status: 413, message: CLAIM_MESSAGES.tooLarge });
  }
  const receiptType = receipt.type.toLowerCase();
  if (!isReceiptType(receiptType)) {
    return refused({ status: 415, message: CLAIM_MESSAGES.wrongType });
  }
  if (receipt.size === 0) {
    return refused(valueRefusal({ field: 'receipt', message: CLAIM_MESSAGES.emptyReceipt }));
  }
  const amountText = data.get('amount');
  const amount = typeof amountText === 'string' ? parseClaimAmount(amountText) : null;
  if (amount === null) {
    return refused(valueRefusal({ field: 'amount', message: CLAIM_MESSAGES.amount }));
  }
  const descriptionText = data.get('description');
  const description = typeof descriptionText === 'string' ? descriptionText.trim() : '';
  if (!description || description.length > DESCRIPTION_MAX_LENGTH) {
    return refused(valueRefusal({ field: 'description', message: CLAIM_MESSAGES.description }));
  }
  return { ok: true, form: { amount, description, receipt, receiptType } };
}
