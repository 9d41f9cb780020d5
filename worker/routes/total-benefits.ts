import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  totalBenefitsCardSchema,
  totalBenefitsDataSchema,
  totalBenefitsPageSchema,
  totalBenefitsQuerySchema,
  totalBenefitsSummaryQuerySchema,
  totalBenefitsSummarySchema,
} from '#contract/total-benefits';
import { TOTAL_BENEFITS_TEXTS } from '#contract/total-benefits-texts';
import { answers } from '../http/answers';
import type { AppEnv } from '../http/app-env';
import { validate } from '../http/validation';
import { requireSignedIn } from '../middleware/session';
import { callAsUser } from '../upstream/authorized-calls';
import { retryOnce } from '../upstream/retry-once';
import {
  upstreamTotalsCardSchema,
  upstreamTotalsDataSchema,
  upstreamTotalsPageSchema,
  upstreamTotalsSummarySchema,
} from '../upstream/total-benefit-responses';
import { readUpstream } from '../upstream/upstream-json';

/** No year asked for: the current one by the Worker's clock (UTC), so tests can hold it. */
function yearOr(c: Context<AppEnv>, year: number | undefined): number {
  return year ?? new Date(c.var.deps.now()).getUTCFullYear();
}

/**
 * Total benefits ("MTB") of the signed-in person (spec 2.2 and 7): the year's summary and the value
 * of each benefit, the home's card (the mtb card call) and the overview's selections (the mtb page
 * call, docs/decisions/041). The person is always the session's; the query is validated before any call.
 */
export const totalBenefitRoutes = new Hono<AppEnv>()
  .use(requireSignedIn)
  .get(
    '/summary',
    answers(totalBenefitsSummarySchema),
    validate('query', totalBenefitsSummaryQuerySchema),
    async (c) => {
      const year = yearOr(c, c.req.valid('query').year);
      const summary = await retryOnce(async () =>
        readUpstream(
          await callAsUser(c, 'v2', `/user/total-benefits/summary?year=${year}`),
          upstreamTotalsSummarySchema,
          TOTAL_BENEFITS_TEXTS.failed,
        ),
      );
      return c.json(summary);
    },
  )
  .get(
    '/card',
    answers(totalBenefitsCardSchema),
    validate('query', totalBenefitsSummaryQuerySchema),
    async (c) => {
      const year = yearOr(c, c.req.valid('query').year);
      const response = await callAsUser(c, 'v2', `/user/selections/mtb/card?year=${year}`);
      return c.json(await readUpstream(response, upstreamTotalsCardSchema, TOTAL_BENEFITS_TEXTS.failed));
    },
  )
  .get(
    '/page',
    answers(totalBenefitsPageSchema),
    validate('query', totalBenefitsSummaryQuerySchema),
    async (c) => {
      const year = yearOr(c, c.req.valid('query').year);
      const response = await callAsUser(c, 'v2', `/user/selections/mtb/page?year=${year}`);
      return c.json(await readUpstream(response, upstreamTotalsPageSchema, TOTAL_BENEFITS_TEXTS.failed));
    },
  )
  .get('/', answers(totalBenefitsDataSchema), validate('query', totalBenefitsQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const year = yearOr(c, query.year);
    const response = await callAsUser(c, 'v2', `/user/total-benefits/data?year=${year}&mode=${query.mode}`);
    return c.json(await readUpstream(response, upstreamTotalsDataSchema, TOTAL_BENEFITS_TEXTS.failed));
  });
