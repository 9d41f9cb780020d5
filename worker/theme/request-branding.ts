import type { Context } from 'hono';
import type { TenantBranding } from '#contract/theme';
import { apiError, GENERIC_ERROR_MESSAGE } from '../http/api-errors';
import type { AppEnv } from '../http/app-env';
import { fetchTenantBranding } from '../upstream/theme-calls';
import { defaultBranding } from '../upstream/theme-response';
import { UpstreamError } from '../upstream/upstream-client';
import { loadBranding } from './theme-store';

/** One theme-cache read per request, however many of its parts ask (page, rate limit, sign-in). */
const brandingByRequest = new WeakMap<Request, Promise<TenantBranding>>();

function loadRequestBranding(c: Context<AppEnv>): Promise<TenantBranding> {
  let branding = brandingByRequest.get(c.req.raw);
  if (!branding) {
    branding = loadBranding(c.var.tenant, {
      kv: c.env.THEMES,
      ttlSeconds: Number(c.env.THEME_TTL_SECONDS),
      now: c.var.deps.now,
      waitUntil: (promise) => c.executionCtx.waitUntil(promise),
      load: (name) => fetchTenantBranding(c.var.upstream, name),
    });
    brandingByRequest.set(c.req.raw, branding);
  }
  return branding;
}

/**
 * The request's tenant's branding and client facts, through the theme cache (decision 003); the
 * spec's defaults when the upstream is down and nothing is cached.
 */
export function brandingOf(c: Context<AppEnv>): Promise<TenantBranding> {
  return loadRequestBranding(c).catch(() => defaultBranding());
}

/**
 * The client whose portal the request came through (docs/decisions/064): the sub-domain's label
 * when the upstream knows it as a client, else null (no label, or one the upstream does not know,
 * which gets the default theme). Every sign-in tells the upstream this, never the raw label, and
 * rate limits are kept per it. When it cannot be told (the upstream is down and nothing is cached)
 * it throws a 502 rather than guessing.
 */
export async function portalClientOf(c: Context<AppEnv>): Promise<string | null> {
  const tenant = c.var.tenant;
  if (tenant === null) return null;
  const branding = await loadRequestBranding(c).catch(() => {
    throw new UpstreamError(502, apiError(GENERIC_ERROR_MESSAGE, 'upstream_error'));
  });
  return branding.client ? tenant : null;
}
