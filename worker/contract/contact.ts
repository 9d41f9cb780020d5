import { z } from 'zod';

/** An enquiry subject (spec 3 Enquiry option): what the person sees and what is sent. */
export const enquiryOptionSchema = z.object({ label: z.string(), value: z.string() });

/** GET /api/contact: the form's subjects and the side panel (the CMS's title, and its HTML as SafeHtml). */
export const contactPageSchema = z.object({
  enquiryOptions: z.array(enquiryOptionSchema),
  side: z.object({ title: z.string(), html: z.string() }),
});

// POST /api/contact/enquiries: contact-requests.ts (zod/mini), which the enquiry form shares.

/** The enquiry was stored (spec 4 Contact page: SUCCESS). */
export const enquirySentSchema = z.object({ sent: z.literal(true) });

export type EnquiryOption = z.infer<typeof enquiryOptionSchema>;
export type ContactPage = z.infer<typeof contactPageSchema>;
export type EnquirySent = z.infer<typeof enquirySentSchema>;
