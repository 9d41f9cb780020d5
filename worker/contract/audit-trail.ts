import { z } from 'zod';
import { AUDIT_ACTIONS } from './audit-trail-rules';
import { LIST_PAGE_SIZE } from './spec-constants';

/**
 * The employer's audit trail (docs/decisions/057): what the SPA gets on /api/employer/audit-trail.
 * What it sends there and to its CSV, /api/employer/audit-trail/report: audit-trail-requests.ts
 * (zod/mini), which the page shares.
 */

const personSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type AuditPerson = z.infer<typeof personSchema>;

/** An event's particulars: only those its action has. */
export const auditDetailSchema = z.object({
  selectionId: z.number().int().optional(),
  benefitName: z.string().optional(),
  enforced: z.boolean().optional(),
  uploadId: z.number().int().optional(),
  fileName: z.string().optional(),
  changedEmployees: z.number().int().optional(),
  /** A welcome e-mail sent to everyone not registered, rather than to this person alone. */
  bulk: z.boolean().optional(),
  reason: z.string().optional(),
  readOnly: z.boolean().optional(),
  actorType: z.enum(['support', 'employer']).optional(),
  /** The method and path of a change made in an act-as session. */
  change: z.string().optional(),
  /** What an export made in an act-as session gave out ('Employee list (CSV)'), and its call. */
  export: z.string().optional(),
  route: z.string().optional(),
  /** Where an act-as link was opened: the browser's user agent, and who was signed in there (decision 063). */
  spentUserAgent: z.string().optional(),
  spentSignedInAs: z.string().optional(),
  /** A recalculated selection's monthly costs before and after; null is to be confirmed (decision 080). */
  oldMonthlyCost: z.number().nullable().optional(),
  newMonthlyCost: z.number().nullable().optional(),
  oldEmployerMonthlyCost: z.number().nullable().optional(),
  newEmployerMonthlyCost: z.number().nullable().optional(),
});
export type AuditDetail = z.infer<typeof auditDetailSchema>;

export const auditEventSchema = z.object({
  id: z.number().int(),
  action: z.enum(AUDIT_ACTIONS),
  /** ISO instant. */
  occurredAt: z.string(),
  /** Who did it (null when their account is gone), and whether they are support staff. */
  actor: personSchema.extend({ role: z.enum(['support', 'employer']) }).nullable(),
  /** Whom it was about, if anyone. */
  subject: personSchema.nullable(),
  detail: auditDetailSchema,
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditTrailSchema = z.object({
  events: z.array(auditEventSchema),
  page: z.number().int(),
  lastPage: z.number().int(),
  /** Spec section 9's 10, as the client's other lists. */
  perPage: z.literal(LIST_PAGE_SIZE),
  /** How many events match the filters. */
  total: z.number().int(),
});
export type AuditTrail = z.infer<typeof auditTrailSchema>;
