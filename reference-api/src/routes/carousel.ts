import { Hono } from 'hono';
import { clearFirstLogin } from '../data/profile-repository.ts';
import { findBrandNameOfUser } from '../data/theme-repository.ts';
import { type AuthedEnv, requireBearer } from '../http/bearer-auth.ts';
import { welcomeSlides } from '../rules/welcome-slides.ts';

/**
 * GET /carousel on the v2 host: the welcome carousel. Loading it clears the first-login
 * requirement (spec section 4, Activation page), so it shows once.
 */
export const carouselRoutes = new Hono<AuthedEnv>().get('/carousel', requireBearer, async (c) => {
  const { userId } = c.var.session;
  const brandName = await findBrandNameOfUser(c.env.DB, userId);
  await clearFirstLogin(c.env.DB, userId);
  return c.json({ slides: welcomeSlides(brandName) }, 200);
});
