import { z } from 'zod';
import { type ContactField, contactFieldProblem, PROFILE_DETAIL_TEXTS } from './profile-rules';

/** The contact details of the profile page; '' where the person has given none yet. */
export const contactDetailsSchema = z.object({
  phone: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  town: z.string(),
  postcode: z.string(),
});
export type ContactDetails = z.infer<typeof contactDetailsSchema>;

/** GET /api/profile/details: who the person is and how to reach them. */
export const profileDetailsSchema = contactDetailsSchema.extend({
  firstName: z.string(),
  surname: z.string(),
  email: z.string(),
});
export type ProfileDetails = z.infer<typeof profileDetailsSchema>;

const CONTACT_FIELDS = [
  'phone',
  'addressLine1',
  'addressLine2',
  'town',
  'postcode',
] as const satisfies readonly ContactField[];

/** PATCH /api/profile/details: every contact field, each checked with its own message. */
export const contactDetailsUpdateSchema = z
  .object({
    phone: z.string().max(200, PROFILE_DETAIL_TEXTS.tooLong),
    addressLine1: z.string().max(400, PROFILE_DETAIL_TEXTS.tooLong),
    addressLine2: z.string().max(400, PROFILE_DETAIL_TEXTS.tooLong),
    town: z.string().max(400, PROFILE_DETAIL_TEXTS.tooLong),
    postcode: z.string().max(100, PROFILE_DETAIL_TEXTS.tooLong),
  })
  .transform((fields) => ({
    phone: fields.phone.trim(),
    addressLine1: fields.addressLine1.trim(),
    addressLine2: fields.addressLine2.trim(),
    town: fields.town.trim(),
    postcode: fields.postcode.trim(),
  }))
  .superRefine((fields, context) => {
    for (const field of CONTACT_FIELDS) {
      const problem = contactFieldProblem(field, fields[field]);
      if (problem) context.addIssue({ code: 'custom', path: [field], message: problem });
    }
  });
export type ContactDetailsUpdate = z.input<typeof contactDetailsUpdateSchema>;

// POST /api/profile/password: password-requests.ts (zod/mini), which the change-password panel shares.

/**
 * The password is changed: every other session of the account has ended, on every device, and this
 * one goes on (docs/decisions/063).
 */
export const changePasswordResponseSchema = z.object({ changed: z.literal(true) });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;
