import { Hono } from 'hono';
import { findEligibleBenefits } from '../benefits/eligible-benefits.ts';
import { findBenefitPerson } from '../data/benefit-person-repository.ts';
import { findClientBanners, findClientCards } from '../data/home-content-repository.ts';
import { type AuthedEnv, requireBearer } from '../http/bearer-auth.ts';
import { isVoucherOnly } from '../rules/benefits-eligibility.ts';

/** The card and banner bodies the v2 host answers with (arrays, spec section 7). */
export type HomePageCardBody = {
  id: number;
  title: string;
  body: string;
  icon: string;
  link_url: string;
  link_label: string;
};
export type HomePageBannerBody = Omit<HomePageCardBody, 'icon'>;

/**
 * GET /user/home-page-cards and /user/home-page-banner on the v2 host. A card that promotes a
 * benefit shows only to people that benefit is open to (probation, voucher-only); a voucher-only
 * person gets no other card and no banner, since both lead to benefits they can no longer choose.
 */
export const homePageRoutes = new Hono<AuthedEnv>()
  .get('/user/home-page-cards', requireBearer, async (c) => {
    const { userId } = c.var.session;
    const person = await findBenefitPerson(c.env.DB, userId);
    if (person?.clientId == null) return c.json([] satisfies HomePageCardBody[], 200);
    const [cards, eligible] = await Promise.all([
      findClientCards(c.env.DB, person.clientId),
      findEligibleBenefits(c.env.DB, userId),
    ]);
    const open = new Set(eligible.map((benefit) => benefit.id));
    const shown = cards.filter((card) =>
      card.benefit_id === null ? !isVoucherOnly(person) : open.has(card.benefit_id),
    );
    return c.json(
      shown.map(
        ({ id, title, body, icon, link_url, link_label }): HomePageCardBody => ({
          id,
          title,
          body,
          icon,
          link_url,
          link_label,
        }),
      ),
      200,
    );
  })
  .get('/user/home-page-banner', requireBearer, async (c) => {
    const person = await findBenefitPerson(c.env.DB, c.var.session.userId);
    if (person?.clientId == null || isVoucherOnly(person))
      return c.json([] satisfies HomePageBannerBody[], 200);
    const banners = await findClientBanners(c.env.DB, person.clientId);
    return c.json(
      banners.map(
        ({ id, title, body, link_url, link_label }): HomePageBannerBody => ({
          id,
          title,
          body,
          link_url,
          link_label,
        }),
      ),
      200,
    );
  });
