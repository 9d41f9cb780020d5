import type { Context } from 'hono';
import type { TenantBranding } from '../contract/theme';
import type { AppEnv } from '../http/app-env';
import { fetchTenantBranding } from '../upstream/theme-calls';
import { getBranding } from './theme-store';

/** The request's tenant's branding and client facts, through the theme cache (decision 003). */
export function brandingOf(c: Context<AppEnv>): Promise<TenantBranding> {
  return getBranding(c.var.tenant, {
    kv: c.env.THEMES,
    ttlSeconds: Number(c.env.THEME_TTL_SECONDS),
    now: c.var.deps.now,
    waitUntil: (promise) => c.executionCtx.waitUntil(promise),
    load: (name) => fetchTenantBranding(c.var.upstream, name),
  });
}
