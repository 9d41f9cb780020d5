import { z } from 'zod';

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

// PATCH /api/profile/details: profile-requests.ts (zod/mini), which the contact details form shares.

// POST /api/profile/password: password-requests.ts (zod/mini), which the change-password panel shares.

/**
 * The password is changed: every other session of the account has ended, on every device, and this
 * one goes on (docs/decisions/063).
 */
export const changePasswordResponseSchema = z.object({ changed: z.literal(true) });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;
