import { Hono } from 'hono';
import { z } from 'zod';
import { type AuditEventRow, auditEventBatches, findAuditPage } from '../../data/audit-event-repository.ts';
import { requireBearer } from '../../http/bearer-auth.ts';
import { type ClientAdminEnv, requireClientAdmin } from '../../http/client-admin.ts';
import { legacyError } from '../../http/legacy-error.ts';
import {
  AUDIT_ACTIONS,
  AUDIT_CSV_HEADER,
  AUDIT_PER_PAGE,
  AUDIT_PERSON_MAX,
  AUDIT_REPORT_TYPE,
  type AuditAction,
  type AuditDetailBody,
  type AuditFilter,
  auditCsvLine,
  dayRangeMs,
  detailBody,
  isAuditAction,
} from '../../rules/audit-trail.ts';
import { csvField } from '../../rules/csv.ts';

type PersonBody = { id: number; name: string; email: string };

/** One event of the trail as the v2 host sends it. */
export type AuditEventBody = {
  id: number;
  action: AuditAction;
  /** ISO instant. */
  occurred_at: string;
  /** Who did it; null when their account is gone. */
  actor: (PersonBody & { role: 'support' | 'employer' }) | null;
  /** Whom it was about (the employee acted as, whose selection was decided), if anyone. */
  subject: PersonBody | null;
  detail: AuditDetailBody;
};

export type AuditTrailBody = {
  data: AuditEventBody[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
};

const querySchema = z.object({
  page: z
    .string()
    .regex(/^[1-9][0-9]{0,5}$/)
    .default('1'),
  action: z.enum(AUDIT_ACTIONS).optional(),
  person: z.string().max(AUDIT_PERSON_MAX).default(''),
  from: z.string().optional(),
  to: z.string().optional(),
  type: z.literal(AUDIT_REPORT_TYPE).optional(),
});

const toBody = (row: AuditEventRow): AuditEventBody => ({
  id: row.id,
  action: isAuditAction(row.action) ? row.action : 'act-as-change',
  occurred_at: new Date(row.created_at).toISOString(),
  actor:
    row.actor_id === null
      ? null
      : {
          id: row.actor_id,
          name: row.actor_name ?? '',
          email: row.actor_email ?? '',
          role: row.actor_type === 'support' ? 'support' : 'employer',
        },
  subject:
    row.subject_id === null
      ? null
      : { id: row.subject_id, name: row.subject_name ?? '', email: row.subject_email ?? '' },
  detail: detailBody(row.detail),
});

/** The whole filtered trail as CSV, written a batch at a time as it is read. */
function csvStream(db: D1Database, filter: AuditFilter): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const batches = auditEventBatches(db, filter);
  return new ReadableStream({
    start(controller) {
      controller.enqueue(encoder.encode(`${AUDIT_CSV_HEADER.map(csvField).join(',')}\r\n`));
    },
    async pull(controller) {
      const next = await batches.next();
      if (next.done) {
        controller.close();
        return;
      }
      controller.enqueue(
        encoder.encode(
          next.value
            .map(toBody)
            .map((event) =>
              auditCsvLine({
                occurredAt: event.occurred_at,
                action: event.action,
                actor: event.actor,
                subject: event.subject,
                detail: event.detail,
              }),
            )
            .join(''),
        ),
      );
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
}

/**
 * The client's audit trail on the v2 host (docs/decisions/057): a page of events newest first,
 * filtered by action, by a person who did it or whom it was about, and by a day range; the same
 * rows, all of them, as a CSV with type=auditTrail. An administrator of the client may read it
 * (support acting as one too, as every read of the dashboard).
 */
export const clientAuditTrailRoutes = new Hono<ClientAdminEnv>().get(
  '/client/:id/audit-events',
  requireBearer,
  requireClientAdmin,
  async (c) => {
    const parsed = querySchema.safeParse(c.req.query());
    const range = parsed.success ? dayRangeMs(parsed.data.from, parsed.data.to) : null;
    if (!parsed.success || range === null) {
      return c.json(legacyError('The audit trail query is not valid'), 422);
    }
    const filter: AuditFilter = {
      clientId: c.var.clientId,
      action: parsed.data.action ?? null,
      person: parsed.data.person.trim(),
      ...range,
    };
    if (parsed.data.type === AUDIT_REPORT_TYPE) {
      return c.body(csvStream(c.env.DB, filter), 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="audit-trail.csv"',
      });
    }
    const page = Number(parsed.data.page);
    const { events, total } = await findAuditPage(c.env.DB, filter, page, AUDIT_PER_PAGE);
    return c.json(
      {
        data: events.map(toBody),
        current_page: page,
        last_page: Math.max(1, Math.ceil(total / AUDIT_PER_PAGE)),
        per_page: AUDIT_PER_PAGE,
        total,
      } satisfies AuditTrailBody,
      200,
    );
  },
);
