// The acceptance of new terms in zod/mini (docs/decisions/067): the new-terms screen checks its box
// with it in the browser and the Worker validates PATCH /api/account/terms with the same schema.
import * as z from 'zod/mini';
import { TERMS_REQUIRED_MESSAGE } from './terms-rules';

/** A revision of a client's terms and conditions (spec section 3, termsRevision). */
export const termsRevisionSchema = z.number().check(z.int(), z.positive());

/**
 * PATCH /api/account/terms: the acceptance, with the revision of the terms the screen showed
 * (decision 049), so the upstream records what was read; a newer revision since is refused (409,
 * TERMS_CHANGED) rather than accepted unseen.
 */
export const termsAcceptanceSchema = z.object({
  termsAccepted: z.literal(true, { error: TERMS_REQUIRED_MESSAGE }),
  termsRevision: z.optional(termsRevisionSchema),
});
export type TermsAcceptance = z.infer<typeof termsAcceptanceSchema>;
