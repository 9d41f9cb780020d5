// Why someone acts as a person, and whether they may change anything (issue 32; docs/decisions/053),
// and the e-mail that tells the person (docs/decisions/054).
import type { MailContent } from './recovery-mail.ts';

/** The column's bound (migration 0020): a ticket reference or a sentence, not an essay. */
export const ACT_AS_REASON_MAX_LENGTH = 500;

export const ACT_AS_TEXTS = {
  reasonRequired: 'A reason is required',
  reasonTooLong: `The reason must be ${ACT_AS_REASON_MAX_LENGTH} characters or fewer`,
} as const;

/** The reason as stored (trimmed), or why it cannot be: missing, blank or over the bound. */
export function checkActAsReason(
  value: unknown,
): { ok: true; reason: string } | { ok: false; error: string } {
  const reason = typeof value === 'string' ? value.trim() : '';
  if (reason === '') return { ok: false, error: ACT_AS_TEXTS.reasonRequired };
  if (reason.length > ACT_AS_REASON_MAX_LENGTH) return { ok: false, error: ACT_AS_TEXTS.reasonTooLong };
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
      `The reason they gave: ${facts.reason}`,
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
