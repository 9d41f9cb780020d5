// Acting as someone (issue 32; docs/decisions/053): whoever mints an act-as link says why, and
// whether the session may change anything. Texts and bounds, zod-free, so the SPA's frame (the
// banners) can import them without the schema library; the schema is in act-as.ts.

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

/** The one refusal of a change in a read-only act-as session (403). */
export const READ_ONLY_REFUSAL = {
  code: 'read_only_session',
  message:
    'This is a read-only session: you can look, but nothing can be changed. To make a change, start a new session that allows changes.',
} as const;
