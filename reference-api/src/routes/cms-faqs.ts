import { Hono } from 'hono';
import { findBenefitPerson } from '../data/benefit-person-repository.ts';
import { findClientFaqs } from '../data/faq-repository.ts';
import { type AuthedEnv, requireBearer } from '../http/bearer-auth.ts';

/** GET /cms-content/faqs on the v2 host: the signed-in person's client's FAQs (none for support staff). */
export const cmsFaqRoutes = new Hono<AuthedEnv>().get('/cms-content/faqs', requireBearer, async (c) => {
  const person = await findBenefitPerson(c.env.DB, c.var.session.userId);
  return c.json(person?.clientId == null ? [] : await findClientFaqs(c.env.DB, person.clientId), 200);
});
