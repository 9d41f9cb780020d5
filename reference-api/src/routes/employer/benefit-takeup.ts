import { Hono } from 'hono';
import { countTakeUp } from '../../data/insights-repository.ts';
import { requireBearer } from '../../http/bearer-auth.ts';
import { type ClientAdminEnv, requireClientAdmin } from '../../http/client-admin.ts';
import { errorBody } from '../../http/error-body.ts';
import { parsePathId } from '../../http/path-id.ts';
import {
  parseTakeUpPeopleQuery,
  TAKE_UP_QUERY_INVALID,
  type TakeUpPeoplePageBody,
  takeUpPeoplePage,
} from './take-up-people-page.ts';

/** One benefit's take-up as the older v1 host sends it: flat counts, its own field names. */
export type BenefitTakeUpBody = {
  id: number;
  benefit_name: string;
  live_count: number;
  pending_count: number;
  opted_out_count: number;
  rejected_count: number;
};

export type TakeUpEmployeeBody = {
  selection_id: number;
  employee_name: string;
  email: string;
  status: string;
  start_date: string | null;
  end_date: string | null;
};

/** One benefit's counts and a page of the people behind them (`?page=&search=`, decision 052). */
export type BenefitTakeUpDetailBody = BenefitTakeUpBody & {
  employees: TakeUpPeoplePageBody<TakeUpEmployeeBody>;
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
    const query = parseTakeUpPeopleQuery(c.req.query());
    if (!query) return c.json(errorBody(TAKE_UP_QUERY_INVALID), 422);
    const { clientId } = c.var;
    const [rows, employees] = await Promise.all([
      countTakeUp(c.env.DB, clientId, benefitId),
      takeUpPeoplePage(c.env.DB, { clientId, benefitId, ...query }, (person) => ({
        selection_id: person.selection_id,
        employee_name: `${person.first_name} ${person.surname}`,
        email: person.email,
        status: person.status,
        start_date: person.start_date,
        end_date: person.end_date,
      })),
    ]);
    const [row] = rows;
    if (!row) return c.json(errorBody('Benefit not found'), 404);
    return c.json({ ...takeUpOf(row), employees } satisfies BenefitTakeUpDetailBody, 200);
  });
