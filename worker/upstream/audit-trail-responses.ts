import { z } from 'zod';
import type { AuditTrail } from '#contract/audit-trail';
import { AUDIT_ACTIONS } from '#contract/audit-trail-rules';
import { LIST_PAGE_SIZE } from '#contract/spec-constants';

const upstreamPerson = z.object({ id: z.number().int(), name: z.string(), email: z.string() });

/** The upstream's audit trail (docs/decisions/057), mapped to the portal's shape once, here. */
export const upstreamAuditTrailSchema = z
  .object({
    data: z.array(
      z.object({
        id: z.number().int(),
        action: z.enum(AUDIT_ACTIONS),
        occurred_at: z.string(),
        actor: upstreamPerson.extend({ role: z.enum(['support', 'employer']) }).nullable(),
        subject: upstreamPerson.nullable(),
        detail: z.object({
          selection_id: z.number().int().optional(),
          benefit_name: z.string().optional(),
          enforced: z.boolean().optional(),
          upload_id: z.number().int().optional(),
          file_name: z.string().optional(),
          changed_employees: z.number().int().optional(),
          bulk: z.boolean().optional(),
          reason: z.string().optional(),
          read_only: z.boolean().optional(),
          actor_type: z.enum(['support', 'employer']).optional(),
          change: z.string().optional(),
          export: z.string().optional(),
          route: z.string().optional(),
          spent_user_agent: z.string().optional(),
          spent_signed_in_as: z.string().optional(),
          old_monthly_cost: z.number().nullable().optional(),
          new_monthly_cost: z.number().nullable().optional(),
          old_employer_monthly_cost: z.number().nullable().optional(),
          new_employer_monthly_cost: z.number().nullable().optional(),
        }),
      }),
    ),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.literal(LIST_PAGE_SIZE),
    total: z.number().int(),
  })
  .transform(
    (body): AuditTrail => ({
      events: body.data.map((event) => ({
        id: event.id,
        action: event.action,
        occurredAt: event.occurred_at,
        actor: event.actor,
        subject: event.subject,
        detail: {
          selectionId: event.detail.selection_id,
          benefitName: event.detail.benefit_name,
          enforced: event.detail.enforced,
          uploadId: event.detail.upload_id,
          fileName: event.detail.file_name,
          changedEmployees: event.detail.changed_employees,
          bulk: event.detail.bulk,
          reason: event.detail.reason,
          readOnly: event.detail.read_only,
          actorType: event.detail.actor_type,
          change: event.detail.change,
          export: event.detail.export,
          route: event.detail.route,
          spentUserAgent: event.detail.spent_user_agent,
          spentSignedInAs: event.detail.spent_signed_in_as,
          oldMonthlyCost: event.detail.old_monthly_cost,
          newMonthlyCost: event.detail.new_monthly_cost,
          oldEmployerMonthlyCost: event.detail.old_employer_monthly_cost,
          newEmployerMonthlyCost: event.detail.new_employer_monthly_cost,
        },
      })),
      page: body.current_page,
      lastPage: body.last_page,
      perPage: body.per_page,
      total: body.total,
    }),
  );
