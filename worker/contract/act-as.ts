import { z } from 'zod';

/**
 * Acting as someone (issue 32; docs/decisions/053): whoever mints an act-as link says why, and
 * whether the session may change anything. Read-only is the default, and a read-only session is
 * refused every change by the Worker, with one error, before anything is sent upstream.
 */

/** The upstream's bound on a reason (a ticket reference or a sentence). */
export const ACT_AS_REASON_MAX_LENGTH = 500;

export const ACT_AS_TEXTS = {
  reason: 'Reason',
  reasonHint: 'A ticket reference or a sentence. The employee is told it by e-mail.',
  reasonRequired: 'Please say why you are acting as this employee.',
  reasonTooLong: `Please keep the reason to ${ACT_AS_REASON_MAX_LENGTH} characters or fewer.`,
  kind: 'In this session you may',
  readOnly: 'Only look (read-only)',
  changesAllowed: 'Look and make changes (each change is recorded)',
  /** The banners' words for the two kinds of session. */
  readOnlyBanner: 'Read-only: nothing can be changed',
  changesAllowedBanner: 'Changes allowed: each change is recorded',
} as const;

/** What the admin's "Act as this employee" and support's tool send besides who and which year. */
export const actAsChoiceSchema = z.object({
  reason: z
    .string({ error: ACT_AS_TEXTS.reasonRequired })
    .trim()
    .min(1, ACT_AS_TEXTS.reasonRequired)
    .max(ACT_AS_REASON_MAX_LENGTH, ACT_AS_TEXTS.reasonTooLong),
  readOnly: z.boolean().default(true),
});
export type ActAsChoice = z.input<typeof actAsChoiceSchema>;

/** The one refusal of a change in a read-only act-as session (403). */
export const READ_ONLY_REFUSAL = {
  code: 'read_only_session',
  message:
    'This is a read-only session: you can look, but nothing can be changed. To make a change, start a new session that allows changes.',
} as const;
