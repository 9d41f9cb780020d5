// zod/mini (docs/decisions/067): the employee panel's act-as form checks with these schemas in the
// browser and the Worker validates the calls with the same ones.
import * as z from 'zod/mini';
import { isPlainReason } from './act-as-rules';
import { ACT_AS_REASON_MAX_LENGTH, ACT_AS_TEXTS } from './act-as-texts';

/**
 * Acting as someone (issue 32; docs/decisions/053): whoever mints an act-as link says why, and
 * whether the session may change anything. Read-only is the default, and a read-only session is
 * refused every change by the Worker, with one error, before anything is sent upstream.
 */

/** What the admin's "Act as this employee" and support's tool send besides who and which year. */
export const actAsChoiceSchema = z.object({
  reason: z.string({ error: ACT_AS_TEXTS.reasonRequired }).check(
    z.trim(),
    z.minLength(1, ACT_AS_TEXTS.reasonRequired),
    z.maxLength(ACT_AS_REASON_MAX_LENGTH, ACT_AS_TEXTS.reasonTooLong),
    // One line of plain text, no links (decision 065): checked after the bounds, so a long
    // reason is told it is long.
    // The reference API keeps the same rule (reference-api/src/rules/act-as.ts); a property test
    // holds the two together (worker/upstream/upstream-rules-agreement.unit.test.ts).
    z.refine(isPlainReason, ACT_AS_TEXTS.reasonNotPlain),
  ),
  readOnly: z._default(z.boolean(), true),
});
export type ActAsChoice = z.input<typeof actAsChoiceSchema>;

/**
 * POST /api/employer/employees/:employeeId/magic-link: an employer administrator opens the portal as
 * one of their employees. The administrator's password is required (spec section 6), and so is a
 * reason; the session is read-only unless readOnly is false (docs/decisions/053).
 */
export const magicLinkRequestSchema = z.extend(
  z.object({ password: z.string().check(z.minLength(1), z.maxLength(256)) }),
  actAsChoiceSchema.shape,
);
