// The audit trail's query in zod/mini (docs/decisions/067): the page's person search checks with it
// in the browser and the Worker validates the calls with the same schema.
import * as z from 'zod/mini';
import { AUDIT_ACTIONS, AUDIT_PERSON_MAX } from './audit-trail-rules';
import { dayRangeRule } from './day-range';
import { JOINED_DAY_PATTERN, JOINED_RANGE_TEXTS } from './employee-data-rules';

const day = z.string().check(z.regex(JOINED_DAY_PATTERN, JOINED_RANGE_TEXTS.notADay));

/**
 * GET /api/employer/audit-trail and its CSV, /api/employer/audit-trail/report: the trail's state,
 * as the page's URL keeps it; a day range is both days or neither (UTC days).
 */
export const auditTrailQuerySchema = z
  .object({
    page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1),
    person: z._default(z.string().check(z.trim(), z.maxLength(AUDIT_PERSON_MAX)), ''),
    action: z.optional(z.enum(AUDIT_ACTIONS)),
    from: z.optional(day),
    to: z.optional(day),
  })
  .check(z.superRefine(dayRangeRule('from', 'to')));
export type AuditTrailQuery = z.infer<typeof auditTrailQuerySchema>;
