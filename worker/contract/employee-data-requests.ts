// The employee list's query in zod/mini (docs/decisions/067): the list's search checks with it in
// the browser and the Worker validates the calls with the same schema.
import * as z from 'zod/mini';
import { dayRangeRule } from './day-range';
import {
  EMPLOYEE_FILTERS,
  EMPLOYEE_SEARCH_MAX,
  EMPLOYEE_SORT_FIELDS,
  JOINED_DAY_PATTERN,
  JOINED_RANGE_TEXTS,
  SORT_DIRECTIONS,
} from './employee-data-rules';

const day = z.string().check(z.regex(JOINED_DAY_PATTERN, JOINED_RANGE_TEXTS.notADay));

/** GET /api/employer/employees and /report: the list's state, as the page's URL keeps it. */
export const employeeListQuerySchema = z
  .object({
    page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1),
    search: z._default(z.string().check(z.trim(), z.maxLength(EMPLOYEE_SEARCH_MAX)), ''),
    filter: z.optional(z.enum(EMPLOYEE_FILTERS)),
    sort: z._default(z.enum(EMPLOYEE_SORT_FIELDS), 'name'),
    direction: z._default(z.enum(SORT_DIRECTIONS), 'asc'),
    /** The joined-between range (`range` upstream): both days or neither, from not after to. */
    joinedFrom: z.optional(day),
    joinedTo: z.optional(day),
  })
  .check(z.superRefine(dayRangeRule('joinedFrom', 'joinedTo')));
export type EmployeeListQuery = z.infer<typeof employeeListQuerySchema>;
