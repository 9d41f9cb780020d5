import { z } from 'zod';
import { type TenantBranding, tenantBrandingSchema } from '#contract/theme';
import { defaultBranding } from '../upstream/theme-response';

/** Bump when the cached shape changes, so old entries are simply never read again. */
export const THEME_CACHE_VERSION = 'v2';
/** An unknown tenant is remembered briefly so a scan of random sub-domains can't hammer upstream. */
export const NEGATIVE_CACHE_SECONDS = 60;
/** KV's own expiry bounds how long a tenant that nobody visits keeps a stale theme. */
const HARD_EXPIRY_FACTOR = 12;
const KV_MIN_EXPIRATION_SECONDS = 60;

const cachedBrandingSchema = z.object({
  branding: tenantBrandingSchema.nullable(),
  fetchedAt: z.number(),
});
type CachedBranding = z.infer<typeof cachedBrandingSchema>;

export function themeCacheKey(tenant: string): string {
  return `theme:${THEME_CACHE_VERSION}:${tenant}`;
}

export interface ThemeStoreOptions {
  kv: KVNamespace;
  ttlSeconds: number;
  now: () => number;
  waitUntil: (promise: Promise<unknown>) => void;
  /** Fetches the tenant's branding upstream; null when the upstream knows no such tenant. */
  load: (tenant: string) => Promise<TenantBranding | null>;
}

/**
 * Read-through cache with background refresh: a fresh entry is served as is; a stale one is
 * served at once while waitUntil refreshes it, so no navigation waits on the upstream once a
 * tenant has been seen. Only a tenant's very first request (or one after KV expiry) waits.
 */
export async function getBranding(
  tenant: string | null,
  options: ThemeStoreOptions,
): Promise<TenantBranding> {
  try {
    return await loadBranding(tenant, options);
  } catch {
    // The upstream is down and nothing is cached: brand with the defaults, cache nothing.
    return defaultBranding();
  }
}

/**
 * As getBranding, except that a tenant nothing is cached for whose theme cannot be read (the
 * upstream is down) throws rather than passing for one without a client: what depends on which
 * client the tenant is (decision 064) must not guess.
 */
export async function loadBranding(
  tenant: string | null,
  options: ThemeStoreOptions,
): Promise<TenantBranding> {
  if (tenant === null) return defaultBranding();
  const key = themeCacheKey(tenant);
  const cached = cachedBrandingSchema.safeParse(await options.kv.get(key, 'json'));
  if (cached.success) {
    const softTtlSeconds = cached.data.branding ? options.ttlSeconds : NEGATIVE_CACHE_SECONDS;
    if (options.now() - cached.data.fetchedAt >= softTtlSeconds * 1000) {
      options.waitUntil(refresh(tenant, options).catch(() => undefined));
    }
    return cached.data.branding ?? defaultBranding();
  }
  return (await refresh(tenant, options)) ?? defaultBranding();
}

async function refresh(tenant: string, options: ThemeStoreOptions): Promise<TenantBranding | null> {
  const branding = await options.load(tenant);
  const entry: CachedBranding = { branding, fetchedAt: options.now() };
  const expirationTtl = branding
    ? Math.max(KV_MIN_EXPIRATION_SECONDS, options.ttlSeconds * HARD_EXPIRY_FACTOR)
    : Math.max(KV_MIN_EXPIRATION_SECONDS, NEGATIVE_CACHE_SECONDS);
  await options.kv.put(themeCacheKey(tenant), JSON.stringify(entry), { expirationTtl });
  return branding;
}
