import { FORM_MESSAGES } from './form-messages';
import type { Theme } from './theme';

/**
 * The contact page's texts and rules (spec 2.8, 4 Contact page, 5 Contact, 8 Contact). Zod-free:
 * the SPA imports it; contract/contact re-exports it for the Worker (decision 020).
 */
export const CONTACT_TEXTS = {
  title: 'Contact Us',
  breadcrumbHome: 'Home',
  subjectLabel: 'Subject',
  subjectPlaceholder: 'Choose a subject',
  commentsLabel: 'Your message',
  send: 'Send message',
  sending: 'Sending...',
  required: 'This field is required',
  /** A server field error on the subject (upstream `_person_enq`). */
  serverSubject: 'Please provide a subject for your message',
  /** A server field error on the message (upstream `_message`). */
  serverComments: 'This field is required',
  /** The Worker's banner for refused fields (spec 5 general messages; contract/form-messages). */
  correctErrors: FORM_MESSAGES.correctHighlighted,
  successHeading: 'Your message has been sent!',
  successText: 'We will contact you as soon as possible.',
  loadError: 'There was a problem loading this page',
  loadErrorEmail: 'Please e-mail us at',
  loadErrorPhone: 'Please call us on',
  tooLong: 'Please keep your message under 2,000 characters',
  /** Ours (decision 049): the side panel names the client's contact-us address (theme contactUsEmail). */
  emailUs: 'You can also e-mail us at',
} as const;

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
