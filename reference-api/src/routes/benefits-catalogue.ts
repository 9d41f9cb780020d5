import { Hono } from 'hono';
import { benefitDetail } from '../benefits/benefit-detail.ts';
import { findEligibleBenefit, findEligibleBenefits } from '../benefits/eligible-benefits.ts';
import { findBenefitFaqs, findRelatedBenefits } from '../data/benefit-repository.ts';
import { applyDueChanges, findNewestSelection } from '../data/selection-repository.ts';
import { type AuthedEnv, requireBearer } from '../http/bearer-auth.ts';
import { BENEFIT_NOT_FOUND, refuse } from '../http/benefit-refusal.ts';
import { errorBody } from '../http/error-body.ts';
import { parsePathId } from '../http/path-id.ts';
import { toBenefitSummaryBody } from '../presenters/benefit-body.ts';
import { toSelectionBody } from '../presenters/selection-body.ts';
import {
  benefitFilterOptions,
  matchesBenefitFilters,
  parseBenefitFilterQuery,
} from '../rules/benefit-filters.ts';
import { isoDateOf } from '../rules/benefits-dates.ts';
import { isEligible } from '../rules/benefits-eligibility.ts';

/**
 * GET /benefits/user/eligible on the v2 host: the catalogue the signed-in person may choose from,
 * narrowed to a category and a tax treatment when the query names them (docs/decisions/044).
 * GET /benefits/filters: the categories and tax treatments those benefits fall into, with counts.
 */
export const eligibleBenefitRoutes = new Hono<AuthedEnv>()
  .get('/benefits/user/eligible', requireBearer, async (c) => {
    const query = parseBenefitFilterQuery({
      category: c.req.query('category'),
      tax_flag: c.req.query('tax_flag'),
    });
    if ('error' in query) return c.json(errorBody(query.error), 422);
    const benefits = await findEligibleBenefits(c.env.DB, c.var.session.userId);
    const origin = new URL(c.req.url).origin;
    return c.json(
      benefits
        .filter((benefit) => matchesBenefitFilters(benefit, query))
        .map((benefit) => toBenefitSummaryBody(benefit, origin)),
      200,
    );
  })
  .get('/benefits/filters', requireBearer, async (c) => {
    const benefits = await findEligibleBenefits(c.env.DB, c.var.session.userId);
    return c.json(benefitFilterOptions(benefits), 200);
  });

/** One benefit's product page on the v1 host: detail with the person's selection, FAQs, related. */
export const benefitDetailRoutes = new Hono<AuthedEnv>()
  .get('/benefit/:id/with-selection', requireBearer, async (c) => {
    const eligible = await eligibleBenefitOf(c.env.DB, c.var.session.userId, c.req.param('id'));
    if (!eligible) {
      return refuse(BENEFIT_NOT_FOUND);
    }
    const { benefit } = eligible;
    await applyDueChanges(c.env.DB, c.var.session.userId, isoDateOf(Date.now()));
    const [detail, selection] = await Promise.all([
      benefitDetail(c.env.DB, c.var.session.userId, benefit, new URL(c.req.url).origin),
      findNewestSelection(c.env.DB, c.var.session.userId, benefit.id),
    ]);
    return c.json({ benefit: detail, selection: selection && toSelectionBody(selection, benefit) }, 200);
  })
  .get('/benefit/:id/related_FAQ', requireBearer, async (c) => {
    const eligible = await eligibleBenefitOf(c.env.DB, c.var.session.userId, c.req.param('id'));
    if (!eligible) {
      return refuse(BENEFIT_NOT_FOUND);
    }
    return c.json(await findBenefitFaqs(c.env.DB, eligible.benefit.id), 200);
  })
  .get('/benefit/:id/related_benefits', requireBearer, async (c) => {
    const eligible = await eligibleBenefitOf(c.env.DB, c.var.session.userId, c.req.param('id'));
    if (!eligible) {
      return refuse(BENEFIT_NOT_FOUND);
    }
    const related = await findRelatedBenefits(c.env.DB, eligible.benefit.id);
    const origin = new URL(c.req.url).origin;
    return c.json(
      related
        .filter((benefit) => isEligible(eligible.person, benefit))
        .map((benefit) => toBenefitSummaryBody(benefit, origin)),
      200,
    );
  });

function eligibleBenefitOf(db: D1Database, userId: number, idText: string) {
  const benefitId = parsePathId(idText);
  return benefitId === null ? Promise.resolve(null) : findEligibleBenefit(db, userId, benefitId);
}
