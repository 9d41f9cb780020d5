// The two-factor table's query in zod/mini (docs/decisions/067): the table's search checks with it
// in the browser and the Worker validates the calls with the same schema.
import * as z from 'zod/mini';
import { TWO_FACTOR_FILTERS, TWO_FACTOR_SEARCH_MAX } from './two-factor-admin-rules';

/** GET /api/employer/two-factor and /report: the list's state, as the page's URL keeps it. */
export const twoFactorListQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1),
  search: z._default(z.string().check(z.trim(), z.maxLength(TWO_FACTOR_SEARCH_MAX)), ''),
  filter: z.optional(z.enum(TWO_FACTOR_FILTERS)),
});
export type TwoFactorListQuery = z.infer<typeof twoFactorListQuerySchema>;
