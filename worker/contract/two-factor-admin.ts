import { z } from 'zod';
import { LIST_PAGE_SIZE } from './spec-constants';
import { TWO_FACTOR_FILTERS } from './two-factor-admin-rules';

/**
 * The two-factor table of the platform settings (docs/decisions/024): what the SPA sends and gets
 * on /api/employer/two-factor. The table's query: two-factor-admin-requests.ts (zod/mini), which the
 * table's search shares.
 */

export const twoFactorPersonSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  surname: z.string(),
  email: z.string(),
  registered: z.boolean(),
  twoFactorEnabled: z.boolean(),
});
export type TwoFactorPerson = z.infer<typeof twoFactorPersonSchema>;

export const twoFactorListSchema = z.object({
  people: z.array(twoFactorPersonSchema),
  page: z.number().int(),
  lastPage: z.number().int(),
  /** Spec section 9: 10. */
  perPage: z.literal(LIST_PAGE_SIZE),
  total: z.number().int(),
  filterOptions: z.array(z.object({ value: z.enum(TWO_FACTOR_FILTERS), label: z.string() })),
  /** The client enforces two-factor for its employees. */
  enforced: z.boolean(),
});
export type TwoFactorList = z.infer<typeof twoFactorListSchema>;

/** GET and PUT /api/employer/two-factor/enforcement. */
export const twoFactorEnforcementSchema = z.object({ enforced: z.boolean() });
export type TwoFactorEnforcement = z.infer<typeof twoFactorEnforcementSchema>;
