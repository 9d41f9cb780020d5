// The make-a-claim form in zod/mini (docs/decisions/067): the panel checks a claim with it before
// the upload. Limits and texts: claim-rules.ts.
import * as z from 'zod/mini';
import { CLAIM_AMOUNT_PATTERN, CLAIM_TEXTS, RECEIPT_MAX_BYTES, RECEIPT_TYPES } from './claim-rules';

/** The first problem with a receipt picked (or none picked), or null when it may be uploaded. */
function receiptProblem(file: unknown): string | null {
  if (!(file instanceof File)) return CLAIM_TEXTS.receiptMissing;
  if (!(RECEIPT_TYPES as readonly string[]).includes(file.type.toLowerCase())) return CLAIM_TEXTS.wrongType;
  if (file.size > RECEIPT_MAX_BYTES) return CLAIM_TEXTS.tooLarge;
  return null;
}

/**
 * POST /api/benefits/:id/claims (the make-a-claim panel, spec 2.16): an amount in pounds and pence
 * above 0, a description and a receipt (a PDF, JPEG or PNG of 5 MB or less). The form checks it
 * before the upload, so a wrong file costs no upload; the Worker streams the multipart body on
 * without reading it (counting its bytes against CLAIM_BODY_MAX_BYTES) and the upstream judges it.
 */
export const claimFormSchema = z.object({
  amount: z.string().check(
    z.trim(),
    z.regex(CLAIM_AMOUNT_PATTERN, CLAIM_TEXTS.amountInvalid),
    z.refine((amount) => Number(amount) > 0, CLAIM_TEXTS.amountInvalid),
  ),
  description: z.string().check(z.trim(), z.minLength(1, CLAIM_TEXTS.descriptionMissing)),
  receipt: z.pipe(
    z.custom<File | null>().check(
      z.superRefine((file, context) => {
        const problem = receiptProblem(file);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
    ),
    z.transform((file) => file as File),
  ),
});
export type ClaimForm = z.output<typeof claimFormSchema>;
