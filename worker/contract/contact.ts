import { z } from 'zod';
import { CONTACT_COMMENTS_MAX_LENGTH, CONTACT_TEXTS } from './contact-rules';

/** An enquiry subject (spec 3 Enquiry option): what the person sees and what is sent. */
export const enquiryOptionSchema = z.object({ label: z.string(), value: z.string() });

/** GET /api/contact: the form's subjects and the side panel (the CMS's title, and its HTML as SafeHtml). */
export const contactPageSchema = z.object({
  enquiryOptions: z.array(enquiryOptionSchema),
  side: z.object({ title: z.string(), html: z.string() }),
});

/**
 * POST /api/contact/enquiries (spec 3 Contact enquiry): what the person writes. The Worker adds
 * their e-mail, names and company from the session and the client.
 */
export const enquiryRequestSchema = z.object({
  subject: z.string().trim().min(1, CONTACT_TEXTS.required),
  comments: z
    .string()
    .trim()
    .min(1, CONTACT_TEXTS.required)
    .max(CONTACT_COMMENTS_MAX_LENGTH, CONTACT_TEXTS.tooLong),
});

/** The enquiry was stored (spec 4 Contact page: SUCCESS). */
export const enquirySentSchema = z.object({ sent: z.literal(true) });

export type EnquiryOption = z.infer<typeof enquiryOptionSchema>;
export type ContactPage = z.infer<typeof contactPageSchema>;
export type EnquiryRequest = z.infer<typeof enquiryRequestSchema>;
export type EnquirySent = z.infer<typeof enquirySentSchema>;
