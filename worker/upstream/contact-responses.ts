import { z } from 'zod';
import type { ContactField } from '#contract/contact-rules';
import { CONTACT_TEXTS } from '#contract/contact-texts';

/** The contact page on the v2 host (spec 7: enquiryOptions and pageContent). */
export const upstreamContactPageSchema = z.object({
  enquiryOptions: z.array(z.object({ label: z.string(), value: z.string() })),
  pageContent: z.object({ name: z.string(), content: z.string() }),
});

/** An enquiry refused field by field (spec 7: status 'error' with fields `_person_enq`, `_message`). */
export const upstreamEnquiryFieldsSchema = z.object({
  status: z.literal('error'),
  fields: z.object({ _person_enq: z.string().optional(), _message: z.string().optional() }),
});

/** An enquiry taken (spec 7: status 'success'). */
export const upstreamEnquirySentSchema = z.object({ status: z.literal('success') });

/**
 * The upstream's field errors as the form's fields, each with the spec's text for it (spec 5:
 * subject 'Please provide a subject for your message', message 'This field is required'); the
 * upstream's own wording is not shown.
 */
export function toContactFieldErrors(
  fields: z.infer<typeof upstreamEnquiryFieldsSchema>['fields'],
): Partial<Record<ContactField, string>> {
  return {
    ...(fields._person_enq ? { subject: CONTACT_TEXTS.serverSubject } : {}),
    ...(fields._message ? { comments: CONTACT_TEXTS.serverComments } : {}),
  };
}
