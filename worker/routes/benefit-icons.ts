import { Hono } from 'hono';
import { BENEFIT_TEXTS } from '#contract/benefit-rules';
import { benefitIdParamSchema } from '#contract/benefits';
import { apiError } from '../http/api-errors';
import type { AppEnv } from '../http/app-env';
import { log } from '../http/log';
import { validate } from '../http/validation';
import {
  type BenefitIcon,
  benefitIconCacheKey,
  cacheIcon,
  loadRemoteIcon,
  readCachedIcon,
} from '../icons/benefit-icon-store';
import { FALLBACK_ICON_SVG } from '../icons/fallback-icon';
import { requireSignedIn } from '../middleware/session';
import { callAsUser } from '../upstream/authorized-calls';
import { upstreamBenefitIconUrlSchema } from '../upstream/benefit-responses';
import { readUpstream } from '../upstream/upstream-json';

/**
 * GET /api/benefits/:benefitId/icon (spec section 3, Icons; docs/decisions/043): a benefit's remote
 * SVG icon, as an image the SPA names in an <img>. The request names a benefit, never an address:
 * the address comes from the upstream's data for that benefit, read with the person's session. The
 * icon is made safe once and cached by tenant and benefit; a missing, unreachable or unsafe one is
 * answered with the fallback icon and logged once per cache period. Like every signed-in answer it
 * is `no-store` (the session middleware): a repeat is cheap, read from KV.
 */
export const benefitIconRoutes = new Hono<AppEnv>()
  .use(requireSignedIn)
  .get('/:benefitId/icon', validate('param', benefitIdParamSchema), async (c) => {
    const { benefitId } = c.req.valid('param');
    const key = benefitIconCacheKey(c.get('tenant'), benefitId);
    let icon: BenefitIcon | null = await readCachedIcon(c.env.THEMES, key);
    if (!icon) {
      const page = await callAsUser(c, 'v1', `/benefit/${benefitId}/with-selection`);
      if (page.status === 404) {
        return c.json(apiError(BENEFIT_TEXTS.missing, 'benefit_not_found'), 404);
      }
      const address = await readUpstream(page, upstreamBenefitIconUrlSchema, BENEFIT_TEXTS.loadFailed);
      icon = await loadRemoteIcon(address, {
        fetch: c.get('deps').upstreamFetch,
        upstreamOrigins: [c.env.UPSTREAM_V1_URL, c.env.UPSTREAM_V2_URL].map((base) => new URL(base).origin),
      });
      if (icon.svg === null) {
        // Which benefit and why, never the address (docs/decisions/029: no full URL is logged).
        log('warn', 'benefit_icon_fallback', c.get('requestId'), {
          benefitId,
          reason: icon.reason,
          detail: icon.detail,
        });
      }
      await cacheIcon(c.env.THEMES, key, icon);
    }
    return c.body(icon.svg ?? FALLBACK_ICON_SVG, 200, {
      'content-type': 'image/svg+xml; charset=utf-8',
      'x-benefit-icon': icon.svg === null ? 'fallback' : 'remote',
    });
  });
