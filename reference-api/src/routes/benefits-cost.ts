import { Hono } from 'hono';
import { z } from 'zod';
import { findEligibleBenefit } from '../benefits/eligible-benefits.ts';
import { type AuthedEnv, requireBearer } from '../http/bearer-auth.ts';
import {
  BENEFIT_NOT_FOUND,
  type BenefitRefusal,
  NOT_A_JSON_OBJECT,
  refuse,
  valueRefusal,
} from '../http/benefit-refusal.ts';
import { readJsonBody } from '../http/json-body.ts';
import { parsePathId } from '../http/path-id.ts';
import { limitsBody } from '../presenters/benefit-body.ts';
import { selectionCosts } from '../rules/benefits-cost.ts';
import { checkChosenValues, partnerSpecFor } from '../rules/benefits-values.ts';

// The fields are checked by the value rules, so a value sent as text gets the range message too.
const costSchema = z.object({
  eeben_benefit_id: z.unknown().optional(),
  value: z.unknown().optional(),
  partner_value: z.unknown().optional(),
});

const NOT_CALCULATED: BenefitRefusal = { status: 422, message: 'The cost of this benefit is not calculated' };
const OTHER_BENEFIT: BenefitRefusal = {
  status: 422,
  message: 'eeben_benefit_id must be the benefit of the path',
  errors: { eeben_benefit_id: ['eeben_benefit_id must be the benefit of the path'] },
};

/**
 * POST /benefit/{id}/cost on the v2 host: the monthly costs of a cover amount of a calculated
 * (beam-supported) benefit, with the limits the amount must keep to.
 */
export const benefitCostRoutes = new Hono<AuthedEnv>().post('/benefit/:id/cost', requireBearer, async (c) => {
  const benefitId = parsePathId(c.req.param('id'));
  const eligible =
    benefitId === null ? null : await findEligibleBenefit(c.env.DB, c.var.session.userId, benefitId);
  if (!eligible) {
    return refuse(BENEFIT_NOT_FOUND);
  }
  const body = await readJsonBody(c, costSchema);
  if (!body) {
    return refuse(NOT_A_JSON_OBJECT);
  }
  const { benefit } = eligible;
  // The portal sends the id again in the body; it may not name another benefit.
  if (body.eeben_benefit_id !== undefined && String(body.eeben_benefit_id) !== String(benefit.id)) {
    return refuse(OTHER_BENEFIT);
  }
  if (!benefit.beamSupported) {
    return refuse(NOT_CALCULATED);
  }
  const check = checkChosenValues(
    benefit,
    { value: body.value ?? null, partnerValue: body.partner_value },
    { value: null, partnerValue: null },
  );
  if (!check.ok) {
    return refuse(valueRefusal(check));
  }
  const costs = selectionCosts(benefit, check.values.value, check.values.partnerValue);
  return c.json(
    {
      monthly_cost: costs.monthlyCost,
      employer_monthly_cost: costs.employerMonthlyCost,
      value_limits: limitsBody(benefit.value),
      // The partner's limits the value just asked about leaves (docs/decisions/045): the portal
      // re-limits its partner field with them.
      partner_value_limits: limitsBody(
        benefit.partnerValue && partnerSpecFor(benefit.partnerValue, check.values.value),
      ),
    },
    200,
  );
});
