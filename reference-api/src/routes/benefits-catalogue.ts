import { Hono } from 'hono';
import { benefitDetail } from '../benefits/benefit-detail.ts';
import { findEligibleBenefit, findEligibleBenefits } from '../benefits/eligible-benefits.ts';
import { findBenefitFaqs, findRelatedBenefits } from '../data/benefit-repository.ts';
import { applyDueChanges, findNewestSelection } from '../data/selection-repository.ts';
import { type AuthedEnv, requireBearer } from '../http/bearer-auth.ts';
import { BENEFIT_NOT_FOUND, refuse } from '../http/benefit-refusal.ts';
import { parsePathId } from '../http/path-id.ts';
import { toBenefitSummaryBody } from '../presenters/benefit-body.ts';
import { toSelectionBody } from '../presenters/selection-body.ts';
import { isoDateOf } from '../rules/benefits-dates.ts';
import { isEligible } from '../rules/benefits-eligibility.ts';

/** GET /benefits/user/eligible on the v2 host: the catalogue the signed-in person may choose from. */
export const eligibleBenefitRoutes = new Hono<AuthedEnv>().get(
  '/benefits/user/eligible',
  requireBearer,
  async (c) => {
    const benefits = await findEligibleBenefits(c.env.DB, c.var.session.userId);
    return c.json(benefits.map(toBenefitSummaryBody), 200);
  },
);

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
      benefitDetail(c.env.DB, c.var.session.userId, benefit),
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
    return c.json(
      related.filter((benefit) => isEligible(eligible.person, benefit)).map(toBenefitSummaryBody),
      200,
    );
  });

function eligibleBenefitOf(db: D1Database, userId: number, idText: string) {
  const benefitId = parsePathId(idText);
  return benefitId === null ? Promise.resolve(null) : findEligibleBenefit(db, userId, benefitId);
}
