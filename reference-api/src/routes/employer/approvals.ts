import { Hono } from 'hono';
import { z } from 'zod';
import {
  decideSelections,
  findClientBenefit,
  findPendingBenefits,
  findPendingSelections,
  type PendingSelection,
} from '../../data/approval-repository.ts';
import { findAdminCandidate } from '../../data/client-admin-repository.ts';
import { type AuthedEnv, requireBearer } from '../../http/bearer-auth.ts';
import { readJsonBody } from '../../http/json-body.ts';
import { legacyError } from '../../http/legacy-error.ts';
import { parsePathId } from '../../http/path-id.ts';
import {
  type AdminCallKind,
  CLIENT_ADMIN_FORBIDDEN,
  mayHandleApprovals,
} from '../../rules/client-admin-access.ts';

/** GET /scheme/selections/pending/: each benefit with selections awaiting approval. */
export type PendingBenefitBody = { benefit_id: number; benefit_name: string; count: number };

/** One approval row (spec section 3): fields maps each dynamic column to its text. */
export type PendingSelectionBody = {
  selection_id: number;
  employee_name: string;
  order_value: number | null;
  fields: Record<string, string>;
};

/** GET /scheme/selections/{benefitId}/pending/ (feeds the approvals table). */
export type PendingSelectionsBody = {
  benefit_id: number;
  benefit_name: string;
  /** What order_value is, for its column header. */
  order_value_label: string;
  /** The dynamic columns, in order: the keys of every row's fields. */
  columns: string[];
  selections: PendingSelectionBody[];
};

/** PATCH /scheme/selections/status/: what was decided, by whom and when. */
export type DecisionBody = {
  selection_ids: number[];
  status: 'live' | 'rejected';
  decided_by: number;
  decided_at: string;
};

/** A decision names between 1 and 100 selections (the approvals page shows far fewer). */
const MAX_SELECTIONS_PER_DECISION = 100;
const decisionSchema = z.object({
  selection_ids: z.array(z.number().int().positive()).min(1).max(MAX_SELECTIONS_PER_DECISION),
  approval: z.boolean(),
});

export const SELECTIONS_NOT_PENDING = 'Some of these selections are no longer awaiting approval';
export const NOTHING_SELECTED = 'Please select at least one selection';

const COLUMNS = ['Email', 'Requested on', 'Start date'] as const;

function fieldsOf(selection: PendingSelection): Record<string, string> {
  return {
    Email: selection.email,
    'Requested on': selection.createdAt.slice(0, 10),
    'Start date': selection.startDate ?? '',
  };
}

// The caller's own client, when they may handle its approvals this way (an administrator, or an
// approver: docs/decisions/075); null answers 403.
async function administeredClient(
  db: D1Database,
  session: AuthedEnv['Variables']['session'],
  kind: AdminCallKind,
): Promise<number | null> {
  const person = await findAdminCandidate(db, session.userId);
  if (person?.clientId == null) return null;
  return mayHandleApprovals(person, session.masquerade, person.clientId, kind) ? person.clientId : null;
}

const forbidden = () => Response.json(legacyError(CLIENT_ADMIN_FORBIDDEN), { status: 403 });

/**
 * Approvals on the v2 host (spec section 7, Client administration): the benefits with selections
 * awaiting approval in the caller's scheme, each benefit's rows, and the decision on a set of them.
 */
export const selectionApprovalRoutes = new Hono<AuthedEnv>()
  .get('/scheme/selections/pending/', requireBearer, async (c) => {
    const clientId = await administeredClient(c.env.DB, c.var.session, 'view');
    if (clientId === null) return forbidden();
    const benefits = await findPendingBenefits(c.env.DB, clientId);
    return c.json(
      benefits.map(
        (benefit): PendingBenefitBody => ({
          benefit_id: benefit.benefitId,
          benefit_name: benefit.benefitName,
          count: benefit.count,
        }),
      ),
      200,
    );
  })
  .get('/scheme/selections/:benefitId/pending/', requireBearer, async (c) => {
    const clientId = await administeredClient(c.env.DB, c.var.session, 'view');
    if (clientId === null) return forbidden();
    const benefitId = parsePathId(c.req.param('benefitId'));
    const benefit = benefitId === null ? null : await findClientBenefit(c.env.DB, clientId, benefitId);
    if (!benefit) return c.json(legacyError('Benefit not found'), 404);
    const selections = await findPendingSelections(c.env.DB, benefit.id);
    return c.json(
      {
        benefit_id: benefit.id,
        benefit_name: benefit.name,
        order_value_label: benefit.valueLabel ?? 'Order value',
        columns: [...COLUMNS],
        selections: selections.map((selection) => ({
          selection_id: selection.selectionId,
          employee_name: selection.employeeName,
          order_value: selection.value,
          fields: fieldsOf(selection),
        })),
      } satisfies PendingSelectionsBody,
      200,
    );
  })
  .patch('/scheme/selections/status/', requireBearer, async (c) => {
    const clientId = await administeredClient(c.env.DB, c.var.session, 'change');
    if (clientId === null) return forbidden();
    const body = await readJsonBody(c, decisionSchema);
    if (!body) return c.json(legacyError(NOTHING_SELECTED), 422);
    const decidedAt = new Date().toISOString();
    const decided = await decideSelections(c.env.DB, {
      clientId,
      selectionIds: body.selection_ids,
      approve: body.approval,
      decidedBy: c.var.session.userId,
      decidedAt,
    });
    if (!decided) return c.json(legacyError(SELECTIONS_NOT_PENDING), 409);
    return c.json(
      {
        selection_ids: [...new Set(body.selection_ids)],
        status: body.approval ? 'live' : 'rejected',
        decided_by: c.var.session.userId,
        decided_at: decidedAt,
      } satisfies DecisionBody,
      200,
    );
  });
