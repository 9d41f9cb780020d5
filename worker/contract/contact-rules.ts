// The contact page's rules (spec 2.8, 5 Contact), zod-free so the SPA can import them (decision 020).
// Its texts are in contact-texts.ts.

import { CONTACT_TEXTS } from './contact-texts';
import type { Theme } from './theme';

/** The form's fields as the Worker's errors name them. */
export type ContactField = 'subject' | 'comments';

/** Spec 5 leaves the message's bound open; the upstream stores at most this (decision 020). */
export const CONTACT_COMMENTS_MAX_LENGTH = 2000;
/** Spec 5: the comments box shows 5 rows. */
export const CONTACT_COMMENTS_ROWS = 5;

/**
 * Support numbers that are placeholders rather than a line anyone answers: the spec's default
 * phone '0' and none at all. Spec 2.8 says the load-error prompt offers the phone when the number is
 * not one of "a known set" whose members are not shown; this is that set (decision 020).
 */
export const PLACEHOLDER_SUPPORT_NUMBERS: readonly string[] = ['', '0'];

/** How the load-error page asks people to get in touch: by phone when there is a real number, else by e-mail. */
export function contactLoadErrorPrompt(theme: Pick<Theme, 'supportEmail' | 'supportNumber'>): {
  text: string;
  href: string;
  label: string;
} {
  const number = theme.supportNumber.trim();
  if (!PLACEHOLDER_SUPPORT_NUMBERS.includes(number)) {
    return {
      text: CONTACT_TEXTS.loadErrorPhone,
      href: `tel:${number.replace(/[^\d+]/g, '')}`,
      label: number,
    };
  }
  const email = theme.supportEmail.trim();
  return { text: CONTACT_TEXTS.loadErrorEmail, href: `mailto:${email}`, label: email };
}
