// Acting as someone (issue 32; docs/decisions/053): the words of the act-as form and banners, and
// the bound a reason's text names, apart from the reason's rules so that the app frame (the banners,
// the session guard) carries no rule (issue 43).

/** The upstream's bound on a reason (a ticket reference or a sentence). */
export const ACT_AS_REASON_MAX_LENGTH = 500;

export const ACT_AS_TEXTS = {
  reason: 'Reason',
  reasonHint: 'A ticket reference or a sentence. The employee is told it by e-mail.',
  reasonRequired: 'Please say why you are acting as this employee.',
  reasonTooLong: `Please keep the reason to ${ACT_AS_REASON_MAX_LENGTH} characters or fewer.`,
  reasonNotPlain:
    'Please write the reason as one line of plain text, without links, web addresses or e-mail addresses.',
  kind: 'In this session you may',
  readOnly: 'Only look (read-only)',
  changesAllowed: 'Look and make changes (each change is recorded)',
  /** The banners' words for the two kinds of session. */
  readOnlyBanner: 'Read-only: nothing can be changed',
  changesAllowedBanner: 'Changes allowed: each change is recorded',
} as const;

/** What a page the act-as session may not open says in its place (the voucher-management page). */
export const actAsUnavailable = (page: string) => `${page} is not available while you are acting as someone.`;
