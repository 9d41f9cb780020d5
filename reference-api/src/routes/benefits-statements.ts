import { Hono } from 'hono';
import { findBenefitPerson } from '../data/benefit-person-repository.ts';
import { findContributions } from '../data/contribution-repository.ts';
import { type AuthedEnv, requireBearer } from '../http/bearer-auth.ts';

/**
 * GET /benefit-group/{groupCode}/contributions on the v1 host: the person's statements for a benefit
 * group, oldest month first; none for a group they have no statements in.
 */
export const contributionRoutes = new Hono<AuthedEnv>().get(
  '/benefit-group/:groupCode/contributions',
  requireBearer,
  async (c) => {
    const contributions = await findContributions(c.env.DB, c.var.session.userId, c.req.param('groupCode'));
    return c.json(
      contributions.map(({ month, year, employeeContribution, employerContribution }) => ({
        month,
        year,
        employeeContribution,
        employerContribution,
      })),
      200,
    );
  },
);

/** GET /ccv/balance on the v2 host: what is left on the person's voucher card, and when it was paid. */
export const voucherBalanceRoutes = new Hono<AuthedEnv>().get('/ccv/balance', requireBearer, async (c) => {
  const person = await findBenefitPerson(c.env.DB, c.var.session.userId);
  return c.json(
    { balance: person?.voucherBalance ?? 0, last_payment_date: person?.voucherLastPaymentDate ?? null },
    200,
  );
});
