// The profile's contact details in zod/mini (docs/decisions/067): the contact details form checks
// with it in the browser and the Worker validates PATCH /api/profile/details with the same schema.
import * as z from 'zod/mini';
import { type ContactField, contactFieldProblem, PROFILE_DETAIL_TEXTS } from './profile-rules';

const CONTACT_FIELDS = [
  'phone',
  'addressLine1',
  'addressLine2',
  'town',
  'postcode',
] as const satisfies readonly ContactField[];

/** PATCH /api/profile/details: every contact field, each checked with its own message. */
export const contactDetailsUpdateSchema = z
  .pipe(
    z.object({
      phone: z.string().check(z.maxLength(200, PROFILE_DETAIL_TEXTS.tooLong)),
      addressLine1: z.string().check(z.maxLength(400, PROFILE_DETAIL_TEXTS.tooLong)),
      addressLine2: z.string().check(z.maxLength(400, PROFILE_DETAIL_TEXTS.tooLong)),
      town: z.string().check(z.maxLength(400, PROFILE_DETAIL_TEXTS.tooLong)),
      postcode: z.string().check(z.maxLength(100, PROFILE_DETAIL_TEXTS.tooLong)),
    }),
    z.transform((fields) => ({
      phone: fields.phone.trim(),
      addressLine1: fields.addressLine1.trim(),
      addressLine2: fields.addressLine2.trim(),
      town: fields.town.trim(),
      postcode: fields.postcode.trim(),
    })),
  )
  .check(
    z.superRefine((fields, context) => {
      for (const field of CONTACT_FIELDS) {
        const problem = contactFieldProblem(field, fields[field]);
        if (problem) context.addIssue({ code: 'custom', path: [field], message: problem });
      }
    }),
  );
export type ContactDetailsUpdate = z.input<typeof contactDetailsUpdateSchema>;
