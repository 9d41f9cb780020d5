import { createMiddleware } from 'hono/factory';
import type { Env } from '../env';
import { hostOf } from '../http/request-host';

/** A sub-domain label is what names a tenant's theme upstream ('acme' of acme.portal.example). */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * Maps a Host header to the tenant key used to look up the theme, or null for the defaults.
 * 'localhost' itself is a tenant (the spec's local default client); the bare production
 * domain is not, and neither is any host outside the configured root domains.
 */
export function resolveTenant(host: string | undefined, rootDomains: readonly string[]): string | null {
  if (!host) return null;
  const hostname = host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  if (hostname === 'localhost') return 'localhost';
  for (const root of rootDomains) {
    const suffix = `.${root}`;
    if (!hostname.endsWith(suffix)) continue;
    const label = hostname.slice(0, -suffix.length);
    return LABEL.test(label) ? label : null;
  }
  return null;
}

export function parseRootDomains(value: string): string[] {
  return value
    .split(',')
    .map((domain) => domain.trim().toLowerCase())
    .filter(Boolean);
}

export type TenantVariables = { tenant: string | null };

/** TENANT_ROOT_DOMAINS parsed once per isolate (and value), not on every request. */
const rootDomainsByValue = new Map<string, string[]>();

function rootDomainsOf(value: string): string[] {
  let domains = rootDomainsByValue.get(value);
  if (!domains) {
    domains = parseRootDomains(value);
    rootDomainsByValue.set(value, domains);
  }
  return domains;
}

export const tenantMiddleware = createMiddleware<{ Bindings: Env; Variables: TenantVariables }>(
  async (c, next) => {
    // The URL carries the host the browser asked for (workerd builds it from the Host header).
    const host = hostOf(c.req.url);
    c.set('tenant', resolveTenant(host, rootDomainsOf(c.env.TENANT_ROOT_DOMAINS)));
    await next();
  },
);
