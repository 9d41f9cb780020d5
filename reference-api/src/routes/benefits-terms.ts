import { Hono } from 'hono';
import { findEligibleBenefit } from '../benefits/eligible-benefits.ts';
import { acceptTerms, findBenefitTerms } from '../data/benefit-terms-repository.ts';
import { type AuthedEnv, requireBearer } from '../http/bearer-auth.ts';
import { BENEFIT_NOT_FOUND, type BenefitRefusal, refuse } from '../http/benefit-refusal.ts';
import { parsePathId } from '../http/path-id.ts';

const TERMS_NOT_FOUND: BenefitRefusal = { status: 404, message: 'Terms not found' };
// Accepting a replaced version would change nothing: only the current one lets a selection through.
const TERMS_REPLACED: BenefitRefusal = {
  status: 409,
  message: 'These terms have been replaced by a newer version; please read the current terms',
};

/** POST /benefit/{id}/terms/{termsId}/accept on the v1 host: the person accepts a benefit's terms. */
export const benefitTermsRoutes = new Hono<AuthedEnv>().post(
  '/benefit/:id/terms/:termsId/accept',
  requireBearer,
  async (c) => {
    const { userId } = c.var.session;
    const benefitId = parsePathId(c.req.param('id'));
    const eligible = benefitId === null ? null : await findEligibleBenefit(c.env.DB, userId, benefitId);
    if (!eligible) {
      return refuse(BENEFIT_NOT_FOUND);
    }
    const termsId = parsePathId(c.req.param('termsId'));
    const terms = termsId === null ? null : await findBenefitTerms(c.env.DB, eligible.benefit.id, termsId);
    if (!terms) {
      return refuse(TERMS_NOT_FOUND);
    }
    if (!terms.current) {
      return refuse(TERMS_REPLACED);
    }
    const acceptedAt = await acceptTerms(c.env.DB, userId, terms.id, new Date().toISOString());
    return c.json({ terms_id: terms.id, version: terms.version, accepted_at: acceptedAt }, 200);
  },
);
