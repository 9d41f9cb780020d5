import { Hono } from 'hono';
import { z } from 'zod';
import {
  findBenefitTotals,
  findMonthTotals,
  findOverviewMode,
  findTotalsSummary,
  findValuedSelections,
} from '../data/total-benefits-repository.ts';
import { type AuthedEnv, requireBearer } from '../http/bearer-auth.ts';
import { refuse } from '../http/benefit-refusal.ts';

const BAD_QUERY = {
  status: 422,
  message: 'year must be a year from 2000 to 2100; mode must be year or monthly',
} as const;

// A missing year is the current one (UTC); the bounds are the statement table's own.
const yearSchema = z.coerce.number().int().min(2000).max(2100).optional();
const summaryQuerySchema = z.object({ year: yearSchema });
const dataQuerySchema = z.object({ year: yearSchema, mode: z.enum(['year', 'monthly']).default('year') });

const pence = (amount: number) => Math.round(amount * 100) / 100;
const currentYear = () => new Date(Date.now()).getUTCFullYear();

/**
 * Total benefits ("MTB") on the v2 host (docs/decisions/018-total-benefits.md): the year's summary
 * and the value of each benefit, optionally month by month; and the spec's MTB selection calls
 * (docs/decisions/041): the home's card and the selections behind the overview.
 */
export const totalBenefitsRoutes = new Hono<AuthedEnv>()
  .get('/user/total-benefits/summary', requireBearer, async (c) => {
    const query = summaryQuerySchema.safeParse(c.req.query());
    if (!query.success) return refuse(BAD_QUERY);
    const year = query.data.year ?? currentYear();
    const totals = await findTotalsSummary(c.env.DB, c.var.session.userId, year);
    return c.json(
      {
        year,
        total_value: pence(totals.employee + totals.employer),
        employee_contributions: totals.employee,
        employer_contributions: totals.employer,
        benefit_count: totals.benefitCount,
        hide_totals: totals.hideTotals,
      },
      200,
    );
  })
  .get('/user/total-benefits/data', requireBearer, async (c) => {
    const query = dataQuerySchema.safeParse(c.req.query());
    if (!query.success) return refuse(BAD_QUERY);
    const { mode } = query.data;
    const year = query.data.year ?? currentYear();
    const { userId } = c.var.session;
    const [benefits, months] = await Promise.all([
      findBenefitTotals(c.env.DB, userId, year),
      mode === 'monthly' ? findMonthTotals(c.env.DB, userId, year) : null,
    ]);
    return c.json(
      {
        year,
        mode,
        benefits: benefits.map((benefit) => ({
          benefit_id: benefit.benefitId,
          name: benefit.name,
          icon: benefit.icon,
          employee_value: benefit.employee,
          employer_value: benefit.employer,
          total_value: pence(benefit.employee + benefit.employer),
        })),
        ...(months ? { months } : {}),
      },
      200,
    );
  })
  /** The home's card: the year's summary and the overview the client opens (year or monthly). */
  .get('/user/selections/mtb/card', requireBearer, async (c) => {
    const query = summaryQuerySchema.safeParse(c.req.query());
    if (!query.success) return refuse(BAD_QUERY);
    const year = query.data.year ?? currentYear();
    const { userId } = c.var.session;
    const [totals, overviewMode] = await Promise.all([
      findTotalsSummary(c.env.DB, userId, year),
      findOverviewMode(c.env.DB, userId),
    ]);
    return c.json(
      {
        year,
        total_value: pence(totals.employee + totals.employer),
        employee_contributions: totals.employee,
        employer_contributions: totals.employer,
        benefit_count: totals.benefitCount,
        hide_totals: totals.hideTotals,
        overview_mode: overviewMode,
      },
      200,
    );
  })
  /** The overview's selections: each one that priced a month of the year, and how many. */
  .get('/user/selections/mtb/page', requireBearer, async (c) => {
    const query = summaryQuerySchema.safeParse(c.req.query());
    if (!query.success) return refuse(BAD_QUERY);
    const year = query.data.year ?? currentYear();
    const selections = await findValuedSelections(c.env.DB, c.var.session.userId, year);
    return c.json(
      {
        year,
        selections: selections.map((selection) => ({
          selection_id: selection.selectionId,
          benefit_id: selection.benefitId,
          name: selection.name,
          icon: selection.icon,
          status: selection.status,
          start_date: selection.startDate,
          end_date: selection.endDate,
          months: selection.months,
        })),
      },
      200,
    );
  });
