import { Hono } from 'hono';
import { countTakeUp, findTakeUpPeople } from '../data/insights-repository.ts';
import { requireBearer } from '../http/bearer-auth.ts';
import { type ClientAdminEnv, requireClientAdmin } from '../http/client-admin.ts';
import { errorBody } from '../http/error-body.ts';
import { parsePathId } from '../http/path-id.ts';

/** One benefit's take-up as the older v1 host sends it: flat counts, its own field names. */
export type BenefitTakeUpBody = {
  id: number;
  benefit_name: string;
  live_count: number;
  pending_count: number;
  opted_out_count: number;
  rejected_count: number;
};

export type BenefitTakeUpDetailBody = BenefitTakeUpBody & {
  employees: { employee_name: string; status: string; start_date: string | null; end_date: string | null }[];
};

function takeUpOf(row: Awaited<ReturnType<typeof countTakeUp>>[number]): BenefitTakeUpBody {
  return {
    id: row.benefit_id,
    benefit_name: row.name,
    live_count: row.live,
    pending_count: row.awaiting_approval,
    opted_out_count: row.opted_out,
    rejected_count: row.rejected,
  };
}

/**
 * The v1 host's plain take-up (spec section 7: client/{id}/benefit-takeup and /{id}), which clients
 * without insights use (spec section 6). Counts only: no rates and no trend over the year.
 */
export const clientTakeUpRoutes = new Hono<ClientAdminEnv>()
  .get('/client/:id/benefit-takeup', requireBearer, requireClientAdmin, async (c) => {
    const rows = await countTakeUp(c.env.DB, c.var.clientId);
    return c.json(rows.map(takeUpOf) satisfies BenefitTakeUpBody[], 200);
  })
  .get('/client/:id/benefit-takeup/:benefitId', requireBearer, requireClientAdmin, async (c) => {
    const benefitId = parsePathId(c.req.param('benefitId'));
    if (benefitId === null) return c.json(errorBody('Benefit not found'), 404);
    const [rows, people] = await Promise.all([
      countTakeUp(c.env.DB, c.var.clientId, benefitId),
      findTakeUpPeople(c.env.DB, c.var.clientId, benefitId),
    ]);
    const [row] = rows;
    if (!row) return c.json(errorBody('Benefit not found'), 404);
    return c.json(
      {
        ...takeUpOf(row),
        employees: people.map((person) => ({
          employee_name: `${person.first_name} ${person.surname}`,
          status: person.status,
          start_date: person.start_date,
          end_date: person.end_date,
        })),
      } satisfies BenefitTakeUpDetailBody,
      200,
    );
  });
