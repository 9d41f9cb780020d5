// A benefit's take-up people query in zod/mini (docs/decisions/067): the page's search checks with
// it in the browser and the Worker validates the call with the same schema.
import * as z from 'zod/mini';
import { TAKE_UP_SEARCH_MAX } from './dashboard-query-keys';

/** GET /api/employer/benefit-takeup/:benefitId: the people's page and search, as the page's URL keeps them. */
export const takeUpPeopleQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1),
  search: z._default(z.string().check(z.trim(), z.maxLength(TAKE_UP_SEARCH_MAX)), ''),
});
export type TakeUpPeopleQuery = z.infer<typeof takeUpPeopleQuerySchema>;
