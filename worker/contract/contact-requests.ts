// The enquiry in zod/mini (docs/decisions/067): the contact page's form checks with it in the
// browser and the Worker validates POST /api/contact/enquiries with the same schema.
import * as z from 'zod/mini';
import { CONTACT_COMMENTS_MAX_LENGTH } from './contact-rules';
import { CONTACT_TEXTS } from './contact-texts';

/**
 * POST /api/contact/enquiries (spec 3 Contact enquiry): what the person writes. The Worker adds
 * their e-mail, names and company from the session and the client.
 */
export const enquiryRequestSchema = z.object({
  subject: z.string().check(z.trim(), z.minLength(1, CONTACT_TEXTS.required)),
  comments: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, CONTACT_TEXTS.required),
      z.maxLength(CONTACT_COMMENTS_MAX_LENGTH, CONTACT_TEXTS.tooLong),
    ),
});
export type EnquiryRequest = z.infer<typeof enquiryRequestSchema>;
