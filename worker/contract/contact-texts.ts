// The contact page's texts (spec 2.8, 4 Contact page, 5 Contact, 8 Contact), apart from its rules so
// that the app's pages' list, which titles the page with them, carries no rule (issue 43).

import { FORM_MESSAGES } from './form-messages';

/** Zod-free: the SPA and the Worker import them (decision 020). */
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
