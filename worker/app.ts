import { Hono } from 'hono';
import type { AppDeps, Env } from './env';
import { securityHeaders } from './middleware/security-headers';
import { type TenantVariables, tenantMiddleware } from './middleware/tenant';
import { serveShell } from './shell/serve-shell';
import { getBranding } from './theme/theme-store';
import { fetchTenantBranding } from './upstream/theme-calls';
import { createUpstreamClient, defaultUpstreamFetch } from './upstream/upstream-client';

type AppEnv = { Bindings: Env; Variables: TenantVariables };

export function createApp(overrides: Partial<AppDeps> = {}) {
  const app = new Hono<AppEnv>();

  app.use(securityHeaders({ devServer: import.meta.env?.MODE === 'development' }));
  app.use(tenantMiddleware);

  app.all('/api/*', (c) => c.json({ error: { message: 'Not found', code: 'not_found' } }, 404));

  // Every other GET is a navigation into the SPA: the router decides what it shows.
  app.on(['GET', 'HEAD'], '*', async (c) => {
    const deps: AppDeps = {
      now: overrides.now ?? Date.now,
      upstreamFetch: overrides.upstreamFetch ?? defaultUpstreamFetch(c.env),
    };
    const upstream = createUpstreamClient(c.env, deps);
    const tenant = c.var.tenant;
    const branding = await getBranding(tenant, {
      kv: c.env.THEMES,
      ttlSeconds: Number(c.env.THEME_TTL_SECONDS),
      now: deps.now,
      waitUntil: (promise) => c.executionCtx.waitUntil(promise),
      load: (name) => fetchTenantBranding(upstream, name),
    });
    return serveShell(c.req.raw, c.env, tenant, branding);
  });

  return app;
}

export type AppType = ReturnType<typeof createApp>;
