import { Hono } from 'hono';
import {
  clientInsightsEnabled,
  countByAge,
  countHeadcount,
  countLoginsByWeek,
  countLoginsOn,
  countRegistrationsByMonth,
  countSelectionsByMonth,
  countTakeUp,
  findSchemeYear,
} from '../../data/insights-repository.ts';
import { requireBearer } from '../../http/bearer-auth.ts';
import { type ClientAdminEnv, requireClientAdmin } from '../../http/client-admin.ts';
import { errorBody } from '../../http/error-body.ts';
import { parsePathId } from '../../http/path-id.ts';
import { ageBandCounts, monthsOf, takeUpRate } from '../../rules/client-admin.ts';
import { weeksOf } from '../../rules/engagement-weeks.ts';
import {
  parseTakeUpPeopleQuery,
  TAKE_UP_QUERY_INVALID,
  type TakeUpPeoplePageBody,
  takeUpPeoplePage,
} from './take-up-people-page.ts';

export type EmployeeInsightsBody = {
  client_id: number;
  scheme_year: number;
  headcount: { employees: number; registered: number; not_registered: number; two_factor_enabled: number };
  age_bands: { band: string; employees: number }[];
  registrations_by_month: { month: string; registrations: number }[];
};

export type LoginInsightsBody = {
  client_id: number;
  year: number;
  total_logins: number;
  weeks: { week_start: string; logins: number }[];
  /** The client's sign-ins on the current UTC day, whatever `year` asks (docs/decisions/077). */
  today: { day: string; logins: number };
};

export type BenefitInsightBody = {
  benefit_id: number;
  name: string;
  icon: string;
  employees: number;
  live: number;
  awaiting_approval: number;
  opted_out: number;
  rejected: number;
  take_up_rate: number;
};

export type BenefitInsightsBody = { client_id: number; scheme_year: number; benefits: BenefitInsightBody[] };

export type BenefitInsightDetailBody = {
  benefit: BenefitInsightBody;
  selections_by_month: { month: string; selections: number }[];
  /** A page of the people behind the counts (`?page=&search=`, decision 052). */
  people: TakeUpPeoplePageBody<TakeUpPersonBody>;
};

export type TakeUpPersonBody = {
  selection_id: number;
  name: string;
  email: string;
  status: string;
  start_date: string | null;
  end_date: string | null;
  chosen_on: string;
};

export const INSIGHTS_NOT_ENABLED = 'Insights are not enabled for this client';

async function schemeYearOf(db: D1Database, clientId: number): Promise<number> {
  // A client without a scheme has no year of its own: its data is read for the current one.
  return (await findSchemeYear(db, clientId)) ?? new Date().getUTCFullYear();
}

/**
 * The v2 host's client insights (spec section 7: v2/client/{id}/employee-insights and /logins,
 * v2/client/{id}/benefit-insights and /{id}). Employee insights are every administrator's; the
 * benefit insights exist only for a client with insights on (the others read client/{id}/benefit-takeup).
 */
export const clientInsightsRoutes = new Hono<ClientAdminEnv>()
  .get('/client/:id/employee-insights', requireBearer, requireClientAdmin, async (c) => {
    const { clientId } = c.var;
    const year = await schemeYearOf(c.env.DB, clientId);
    const [headcount, ages, registrations] = await Promise.all([
      countHeadcount(c.env.DB, clientId),
      countByAge(c.env.DB, clientId, year),
      countRegistrationsByMonth(c.env.DB, clientId, year),
    ]);
    return c.json(
      {
        client_id: clientId,
        scheme_year: year,
        headcount: { ...headcount, not_registered: headcount.employees - headcount.registered },
        age_bands: ageBandCounts(ages),
        registrations_by_month: monthsOf(year, registrations, (month) => month.registrations).map(
          ({ month, count }) => ({ month, registrations: count }),
        ),
      } satisfies EmployeeInsightsBody,
      200,
    );
  })
  .get('/client/:id/employee-insights/logins', requireBearer, requireClientAdmin, async (c) => {
    const { clientId } = c.var;
    const asked = c.req.query('year');
    const year = asked === undefined ? await schemeYearOf(c.env.DB, clientId) : Number(asked);
    if (!Number.isInteger(year) || year < 2000 || year > 2100) {
      return c.json(errorBody('The year must be between 2000 and 2100'), 422);
    }
    const today = new Date().toISOString().slice(0, 10);
    const [rows, todayLogins] = await Promise.all([
      countLoginsByWeek(c.env.DB, clientId, year),
      countLoginsOn(c.env.DB, clientId, today),
    ]);
    const weeks = weeksOf(year, rows, today);
    return c.json(
      {
        client_id: clientId,
        year,
        total_logins: weeks.reduce((sum, week) => sum + week.logins, 0),
        weeks,
        today: { day: today, logins: todayLogins },
      } satisfies LoginInsightsBody,
      200,
    );
  })
  .get('/client/:id/benefit-insights', requireBearer, requireClientAdmin, async (c) => {
    const { clientId } = c.var;
    if (!(await clientInsightsEnabled(c.env.DB, clientId)))
      return c.json(errorBody(INSIGHTS_NOT_ENABLED), 404);
    const [year, headcount, rows] = await Promise.all([
      schemeYearOf(c.env.DB, clientId),
      countHeadcount(c.env.DB, clientId),
      countTakeUp(c.env.DB, clientId),
    ]);
    return c.json(
      {
        client_id: clientId,
        scheme_year: year,
        benefits: rows.map((row) => insightOf(row, headcount.employees)),
      } satisfies BenefitInsightsBody,
      200,
    );
  })
  .get('/client/:id/benefit-insights/:benefitId', requireBearer, requireClientAdmin, async (c) => {
    const { clientId } = c.var;
    if (!(await clientInsightsEnabled(c.env.DB, clientId)))
      return c.json(errorBody(INSIGHTS_NOT_ENABLED), 404);
    const benefitId = parsePathId(c.req.param('benefitId'));
    if (benefitId === null) return c.json(errorBody('Benefit not found'), 404);
    const query = parseTakeUpPeopleQuery(c.req.query());
    if (!query) return c.json(errorBody(TAKE_UP_QUERY_INVALID), 422);
    const [year, headcount, rows, people] = await Promise.all([
      schemeYearOf(c.env.DB, clientId),
      countHeadcount(c.env.DB, clientId),
      countTakeUp(c.env.DB, clientId, benefitId),
      takeUpPeoplePage(
        c.env.DB,
        { clientId, benefitId, ...query },
        (person): TakeUpPersonBody => ({
          selection_id: person.selection_id,
          name: `${person.first_name} ${person.surname}`,
          email: person.email,
          status: person.status,
          start_date: person.start_date,
          end_date: person.end_date,
          chosen_on: person.created_at.slice(0, 10),
        }),
      ),
    ]);
    const [row] = rows;
    if (!row) return c.json(errorBody('Benefit not found'), 404);
    const byMonth = await countSelectionsByMonth(c.env.DB, benefitId, year);
    return c.json(
      {
        benefit: insightOf(row, headcount.employees),
        selections_by_month: monthsOf(year, byMonth, (month) => month.selections).map(({ month, count }) => ({
          month,
          selections: count,
        })),
        people,
      } satisfies BenefitInsightDetailBody,
      200,
    );
  });

function insightOf(
  row: Omit<BenefitInsightBody, 'employees' | 'take_up_rate'>,
  employees: number,
): BenefitInsightBody {
  return {
    benefit_id: row.benefit_id,
    name: row.name,
    icon: row.icon,
    employees,
    live: row.live,
    awaiting_approval: row.awaiting_approval,
    opted_out: row.opted_out,
    rejected: row.rejected,
    take_up_rate: takeUpRate(row.live, employees),
  };
}
