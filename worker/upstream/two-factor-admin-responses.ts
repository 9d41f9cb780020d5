import { z } from 'zod';
import { LIST_PAGE_SIZE } from '#contract/spec-constants';
import type { TwoFactorEnforcement, TwoFactorList } from '#contract/two-factor-admin';
import { TWO_FACTOR_FILTERS } from '#contract/two-factor-admin-rules';

/** The upstream's two-factor list (spec section 7), mapped to the portal's shape once, here. */
export const upstreamTwoFactorListSchema = z
  .object({
    data: z.array(
      z.object({
        id: z.number().int(),
        first_name: z.string(),
        surname: z.string(),
        email: z.string(),
        registered: z.boolean(),
        person_mfa_secret: z.boolean(),
      }),
    ),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.literal(LIST_PAGE_SIZE),
    total: z.number().int(),
    filters: z.object({
      person_mfa_secret: z.array(z.object({ value: z.enum(TWO_FACTOR_FILTERS), label: z.string() })),
    }),
    isEnforcementTwoFAEnabled: z.boolean(),
  })
  .transform(
    (body): TwoFactorList => ({
      people: body.data.map((person) => ({
        id: person.id,
        firstName: person.first_name,
        surname: person.surname,
        email: person.email,
        registered: person.registered,
        twoFactorEnabled: person.person_mfa_secret,
      })),
      page: body.current_page,
      lastPage: body.last_page,
      perPage: body.per_page,
      total: body.total,
      filterOptions: body.filters.person_mfa_secret,
      enforced: body.isEnforcementTwoFAEnabled,
    }),
  );

export const upstreamEnforcementSchema = z
  .object({ isEnforcementTwoFAEnabled: z.boolean() })
  .transform((body): TwoFactorEnforcement => ({ enforced: body.isEnforcementTwoFAEnabled }));
