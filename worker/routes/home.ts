import { Hono } from 'hono';
import type { HomeContent } from '#contract/home';
import { homeContentSchema } from '#contract/home';
import { answers } from '../http/answers';
import type { AppEnv } from '../http/app-env';
import { requireSignedIn } from '../middleware/session';
import { callAsUser } from '../upstream/authorized-calls';
import { upstreamHomeBannerSchema, upstreamHomeCardsSchema } from '../upstream/home-responses';
import { readUpstream } from '../upstream/upstream-json';

/** The home page's content (spec sections 4 and 7): the CMS's banner and cards for this person. */
export const homeRoutes = new Hono<AppEnv>()
  .use(requireSignedIn)
  .get('/', answers(homeContentSchema), async (c) => {
    const [banner, cards] = await Promise.all([
      callAsUser(c, 'v2', '/user/home-page-banner').then((r) => readUpstream(r, upstreamHomeBannerSchema)),
      callAsUser(c, 'v2', '/user/home-page-cards').then((r) => readUpstream(r, upstreamHomeCardsSchema)),
    ]);
    return c.json({ banner, cards } satisfies HomeContent);
  });
