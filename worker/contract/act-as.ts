import { z } from 'zod';
import { ACT_AS_REASON_MAX_LENGTH, ACT_AS_TEXTS, isPlainReason } from './act-as-rules';

/**
 * Acting as someone (issue 32; docs/decisions/053): whoever mints an act-as link says why, and
 * whether the session may change anything. Read-only is the default, and a read-only session is
 * refused every change by the Worker, with one error, before anything is sent upstream.
 */

/** What the admin's "Act as this employee" and support's tool send besides who and which year. */
export const actAsChoiceSchema = z.object({
  reason: z
    .string({ error: ACT_AS_TEXTS.reasonRequired })
    .trim()
    .min(1, ACT_AS_TEXTS.reasonRequired)
    .max(ACT_AS_REASON_MAX_LENGTH, ACT_AS_TEXTS.reasonTooLong)
    // One line of plain text, no links (decision 065): checked after the bounds, so a long
    // reason is told it is long.
    // The reference API keeps the same rule (reference-api/src/rules/act-as.ts); a property test
    // holds the two together (worker/upstream/upstream-rules-agreement.unit.test.ts).
    .refine(isPlainReason, ACT_AS_TEXTS.reasonNotPlain),
  readOnly: z.boolean().default(true),
});
export type ActAsChoice = z.input<typeof actAsChoiceSchema>;
