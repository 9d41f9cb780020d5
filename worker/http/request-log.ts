import { createMiddleware } from 'hono/factory';
import { setAnswerHeaders } from './answer-headers';
import type { AppEnv } from './app-env';
import { log, newRequestId, parentRequestIdOf, REQUEST_ID_HEADER } from './log';

// The request middleware lives apart from the log functions: they are used by the upstream client,
// which the app's context type (AppEnv) names, so one module holding both made an import cycle.

/**
 * First for every request: gives it an id (a request the Worker makes to its own routes keeps its
 * parent's), echoes it as X-Request-Id and writes a line for each request that was refused or
 * failed (status 400 and above).
 */
export const requestLog = createMiddleware<AppEnv>(async (c, next) => {
  const parentId = parentRequestIdOf(c.req.raw);
  const requestId = parentId ?? newRequestId();
  c.set('requestId', requestId);
  const started = Date.now();
  await next();
  setAnswerHeaders(c, [[REQUEST_ID_HEADER, requestId]]);
  // A request that went well is in the platform's own invocation log already (Workers Logs:
  // status, duration, ray); a line of ours for it cost more CPU than the rest of a proxied call
  // (decision 012). A refused or failed one is written, with what only the Worker knows.
  if (c.res.status < 400) return;
  log(c.res.status >= 500 ? 'error' : 'warn', parentId ? 'subrequest' : 'request', requestId, {
    method: c.req.method,
    route: c.req.routePath,
    status: c.res.status,
    durationMs: Date.now() - started,
    tenant: c.get('tenant') ?? null,
    ray: c.req.header('cf-ray') ?? null,
  });
});
