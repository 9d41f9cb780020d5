// Why someone acts as a person, and whether they may change anything (issue 32; docs/decisions/053),
// and the e-mail that tells the person (docs/decisions/054).
import type { MailContent } from './recovery-mail.ts';

/** The column's bound (migration 0020): a ticket reference or a sentence, not an essay. */
export const ACT_AS_REASON_MAX_LENGTH = 500;

export const ACT_AS_TEXTS = {
  reasonRequired: 'A reason is required',
  reasonTooLong: `The reason must be ${ACT_AS_REASON_MAX_LENGTH} characters or fewer`,
  reasonNotPlain: 'The reason must be one line of plain text, without links or e-mail addresses',
} as const;

// The reason is shown to the person acted as, in an e-mail and in their account activity, and to
// the employer in the audit trail (issue 42, item 11): it is one line of plain text with nothing a
// mail client would make a link of, so it cannot pass for the portal's own words.

/** C0 and C1 controls, DEL, the line and paragraph separators, and the bidirectional controls. */
const CONTROL_CHARACTER = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

/** scheme://, www., anything@anything, a bare domain; read in NFKC form (full-width is ASCII). */
const LINK_LIKE: readonly RegExp[] = [
  /[a-z][a-z0-9+.-]*:\/\//iu,
  /www[.\u3002]/iu,
  /[^\s@]@[^\s@]/u,
  /(?<![\p{L}\p{N}_-])[\p{L}\p{N}-]+(?:[.\u3002][\p{L}\p{N}-]+)*[.\u3002]\p{L}{2,}(?![\p{L}\p{N}_-])/u,
];

/** The reason as stored (trimmed), or why it cannot be: missing, blank, over the bound, not plain text. */
export function checkActAsReason(
  value: unknown,
): { ok: true; reason: string } | { ok: false; error: string } {
  const reason = typeof value === 'string' ? value.trim() : '';
  if (reason === '') return { ok: false, error: ACT_AS_TEXTS.reasonRequired };
  if (reason.length > ACT_AS_REASON_MAX_LENGTH) return { ok: false, error: ACT_AS_TEXTS.reasonTooLong };
  if (CONTROL_CHARACTER.test(reason) || LINK_LIKE.some((link) => link.test(reason.normalize('NFKC')))) {
    return { ok: false, error: ACT_AS_TEXTS.reasonNotPlain };
  }
  return { ok: true, reason };
}

/**
 * Whether the session may change anything. Read-only unless the caller says otherwise in so many
 * words: a link minted without the choice (an older tool) can only look.
 */
export function readOnlyChoice(value: unknown): boolean {
  return value !== false;
}

/** Who acted, as the e-mail names them: a support person, or an administrator of the employer. */
export type ActAsActor =
  | { type: 'support'; name: string }
  | { type: 'employer'; name: string; clientName: string };

export type ActAsMailFacts = {
  firstName: string;
  brandName: string;
  /** The person's portal (no trailing slash), where account activity shows the session. */
  portalUrl: string;
  actor: ActAsActor;
  startedAtMs: number;
  reason: string;
  readOnly: boolean;
};

// The person reads the time as their employer's clock shows it: UK time, with the zone named.
const LONDON = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const LONDON_NUMERIC = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

function partsOf(format: Intl.DateTimeFormat, ms: number): Record<string, string> {
  return Object.fromEntries(format.formatToParts(new Date(ms)).map((part) => [part.type, part.value]));
}

/**
 * "28 November 2026 at 01:02 GMT", or BST in summer. The zone's name is worked out from its offset
 * (one hour ahead of UTC is BST): workerd's time-zone names are not the short British ones.
 */
export function actAsWhen(ms: number): string {
  const shown = partsOf(LONDON, ms);
  const n = partsOf(LONDON_NUMERIC, ms);
  const asUtc = Date.UTC(
    Number(n.year),
    Number(n.month) - 1,
    Number(n.day),
    Number(n.hour),
    Number(n.minute),
  );
  const zone = asUtc - Math.floor(ms / 60_000) * 60_000 === 3_600_000 ? 'BST' : 'GMT';
  return `${shown.day} ${shown.month} ${shown.year} at ${shown.hour}:${shown.minute} ${zone}`;
}

/**
 * The reason as the e-mail quotes it: one line whatever was stored (a reason kept from before the
 * rule above), each run of white space or control characters one space.
 */
function oneLine(reason: string): string {
  return reason.replace(/[\s\p{Cc}\u202A-\u202E\u2066-\u2069]+/gu, ' ').trim();
}

function whoActed(actor: ActAsActor, brandName: string): string {
  return actor.type === 'support'
    ? `${actor.name} of the ${brandName} support team`
    : `${actor.name}, an administrator at your employer, ${actor.clientName},`;
}

/**
 * The e-mail a person gets when someone starts acting as them: who (support or their employer),
 * when, why, and whether they could change anything.
 */
export function actAsMail(facts: ActAsMailFacts): MailContent {
  const who = facts.actor.type === 'support' ? 'Support' : 'Your employer';
  // The portal's My profile page, where the person's account activity lists the session.
  const link = `${facts.portalUrl}/app/home/my-profile/`;
  return {
    subject: `${who} opened your ${facts.brandName} account`,
    text: [
      `Hello ${facts.firstName},`,
      `${whoActed(facts.actor, facts.brandName)} opened your ${facts.brandName} account as you on ${actAsWhen(facts.startedAtMs)}.`,
      // Quoted and named as theirs, on one line (checkActAsReason): it cannot pass for our words.
      `The reason they gave, in their own words: “${oneLine(facts.reason)}”`,
      facts.readOnly
        ? 'The session was read-only: they could see your account but not change anything in it.'
        : 'The session allowed changes: anything they changed is listed in your account activity.',
      `You can see this session, and every other, in My profile:`,
      link,
      'If you did not expect this, please contact your HR team.',
    ].join('\n\n'),
    links: [link],
  };
}
