import { z } from 'zod';
import type { ContactDetails, ProfileDetails } from '#contract/profile';

/** GET and PATCH /user: the person's names, e-mail and contact details (null until given). */
export const upstreamProfileSchema = z
  .object({
    first_name: z.string(),
    surname: z.string(),
    email: z.string(),
    phone: z.string().nullish(),
    address_line_1: z.string().nullish(),
    address_line_2: z.string().nullish(),
    town: z.string().nullish(),
    postcode: z.string().nullish(),
  })
  .transform(
    (user): ProfileDetails => ({
      firstName: user.first_name,
      surname: user.surname,
      email: user.email,
      phone: user.phone ?? '',
      addressLine1: user.address_line_1 ?? '',
      addressLine2: user.address_line_2 ?? '',
      town: user.town ?? '',
      postcode: user.postcode ?? '',
    }),
  );

/** The contact details as PATCH /user takes them; an empty optional line clears it. */
export function toUpstreamContact(details: ContactDetails) {
  return {
    phone: details.phone,
    address_line_1: details.addressLine1,
    address_line_2: details.addressLine2 === '' ? null : details.addressLine2,
    town: details.town,
    postcode: details.postcode,
  };
}

/** The upstream's contact fields under the portal's names, for its 422 field errors. */
export const CONTACT_FIELD_NAMES = {
  phone: 'phone',
  address_line_1: 'addressLine1',
  address_line_2: 'addressLine2',
  town: 'town',
  postcode: 'postcode',
} as const;

/** POST /user/password refused: the wrong current password, or the rules the new one breaks. */
export const upstreamPasswordChangeRefusalSchema = z.object({
  errors: z.record(z.string(), z.array(z.string())).optional(),
  checks: z.array(z.object({ name: z.string(), status: z.boolean() })).optional(),
});

export const upstreamPasswordChangedSchema = z.object({ changed: z.literal(true) });
