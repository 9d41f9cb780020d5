// Acting as someone (issue 32; docs/decisions/053): whoever mints an act-as link says why, and
// whether the session may change anything. Rules, zod-free, so the SPA can import them without the
// schema library; the schema is in act-as.ts, the texts and the reason's bound in act-as-texts.ts.

/**
 * Characters that would take the reason out of its one line or disguise it where it is shown (the
 * e-mail, the audit trail, the account activity): control characters (C0, DEL, C1), the Unicode
 * line and paragraph separators, and the bidirectional embeddings, overrides and isolates.
 */
const REASON_CONTROL = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

/**
 * What a mail client or a page would make a link of, looked for in the reason's compatibility
 * form (NFKC: full-width letters, dots and at signs are the ASCII ones): any scheme:// address,
 * www., an e-mail address (anything@anything), and a bare domain (labels joined by dots, ending
 * in two or more letters: acme-benefits.com, bücher.de). A dot is also the ideographic one.
 */
const REASON_LINKS: readonly RegExp[] = [
  /[a-z][a-z0-9+.-]*:\/\//iu,
  /www[.\u3002]/iu,
  /[^\s@]@[^\s@]/u,
  /(?<![\p{L}\p{N}_-])[\p{L}\p{N}-]+(?:[.\u3002][\p{L}\p{N}-]+)*[.\u3002]\p{L}{2,}(?![\p{L}\p{N}_-])/u,
];

/**
 * Whether a reason is plain text, one line, no links (issue 42, item 11; docs/decisions/065), so what
 * the person is shown (the e-mail quotes it) cannot be made to look like the portal's own words.
 * The reason's schema (contract/act-as.ts actAsChoiceSchema) reads it after its bounds.
 */
export function isPlainReason(reason: string): boolean {
  if (REASON_CONTROL.test(reason)) return false;
  const compatible = reason.normalize('NFKC');
  return !REASON_LINKS.some((link) => link.test(compatible));
}

/** The one refusal of a change in a read-only act-as session (403). */
export const READ_ONLY_REFUSAL = {
  code: 'read_only_session',
  message:
    'This is a read-only session: you can look, but nothing can be changed. To make a change, start a new session that allows changes.',
} as const;

/**
 * What only the account holder may do (issue 42, item 3; docs/decisions/065): refused in every
 * act-as session, read-only or not, by the Worker's account-holder guard before any route or
 * upstream call (worker/middleware/account-holder-only.ts). Each is "METHOD path" exactly as the
 * app's route table names it; the route-table test fails on an entry that is not there.
 * - the person's own keys: two-factor enrolment (its secret), its verification and switching it
 *   off, the password change and the live password checklist (it judges a candidate against the
 *   person's own password history);
 * - consent only they can give: the site terms and a benefit's terms;
 * - their sessions and their data: sign out everywhere, download my data;
 * - what hands on a sign-in: an act-as link minted from inside an act-as session (one person
 *   acting for another for a third), and the voucher-management frame, whose redirect carries
 *   the upstream access token to the card-value service (item 1).
 */
export const ACCOUNT_HOLDER_ONLY_CALLS = [
  'POST /api/profile/two-factor/enrolment',
  'POST /api/profile/two-factor/verify',
  'POST /api/profile/two-factor/disable',
  'POST /api/profile/password',
  'POST /api/password/check',
  'PATCH /api/account/terms',
  'POST /api/benefits/:benefitId/terms/:termsId/accept',
  'POST /api/account/sign-out-everywhere',
  'POST /api/my-data/export',
  'POST /api/employer/employees/:employeeId/magic-link',
  'GET /api/employer/ccv/manage-frame',
] as const;

/** The one refusal of an account holder's own call in an act-as session (403). */
export const ACCOUNT_HOLDER_ONLY_REFUSAL = {
  code: 'account_holder_only',
  message:
    'Only the person whose account this is can do this. It is not available while you are acting as them.',
} as const;
