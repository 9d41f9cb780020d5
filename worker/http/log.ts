import { contextStorage, tryGetContext } from 'hono/context-storage';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';

/**
 * Structured logs (docs/decisions/029): one JSON object a line, always with the request's id, so
 * Workers Logs (or `wrangler tail`) can index the fields and one request's lines are found by it.
 * Nothing secret is ever a field: no cookie, header, body, token, password or full URL is logged —
 * a route is logged by its pattern (`/api/benefits/:benefitId`), never its path — and, as a second
 * guard, text that looks like a token is blanked and fields named like secrets are dropped.
 */

export const REQUEST_ID_HEADER = 'X-Request-Id';

type Level = 'info' | 'warn' | 'error';
export type LogFields = Record<string, string | number | boolean | null | undefined>;

/** A field name that could only hold a secret is never written, whatever its value. */
const SECRET_FIELD = /password|passcode|cookie|token|secret|authori[sz]ation|session[_-]?keys?|^code$|^otp$/i;
/** A run of 20+ token characters with both letters and digits: a JWT part, a key, a bearer value. */
const TOKEN_LIKE = /[A-Za-z0-9_-]{20,}/g;

function redact(text: string): string {
  return text.replace(TOKEN_LIKE, (run) => (/\d/.test(run) && /[A-Za-z]/.test(run) ? '[redacted]' : run));
}

/** The id of the request being served (nested requests keep their parent's), or null outside one. */
export function currentRequestId(): string | null {
  return tryGetContext<AppEnv>()?.var.requestId ?? null;
}

export function log(level: Level, event: string, fields: LogFields = {}): void {
  const line: Record<string, string | number | boolean | null> = {
    level,
    event,
    requestId: currentRequestId(),
  };
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || name in line) continue;
    if (SECRET_FIELD.test(name)) continue;
    line[name] = typeof value === 'string' ? redact(value) : value;
  }
  const text = JSON.stringify(line);
  if (level === 'error') console.error(text);
  else if (level === 'warn') console.warn(text);
  else console.log(text);
}

/** An unexpected failure: its kind, message and stack (all redacted), never the objects it held. */
export function logError(event: string, error: unknown, fields: LogFields = {}): void {
  const described =
    error instanceof Error
      ? {
          errorName: error.name,
          errorMessage: error.message,
          stack: error.stack?.split('\n').slice(0, 8).join('\n'),
        }
      : { errorName: typeof error, errorMessage: null };
  log('error', event, { ...fields, ...described });
}

/**
 * First for every request: gives it an id (a nested request, such as a page preloading its data
 * through the app's own routes, keeps its parent's), makes the id reachable from any code that
 * logs while the request is served, echoes it as X-Request-Id and writes a line for each request
 * that was refused or failed (status 400 and above).
 */
export function requestLog() {
  const store = contextStorage();
  return createMiddleware<AppEnv>(async (c, next) => {
    const parentId = currentRequestId();
    const requestId = parentId ?? crypto.randomUUID();
    c.set('requestId', requestId);
    await store(c, async () => {
      const started = Date.now();
      await next();
      c.header(REQUEST_ID_HEADER, requestId);
      // A request that went well is in the platform's own invocation log already (Workers Logs:
      // status, duration, ray); a line of ours for it cost more CPU than the rest of a proxied call
      // (decision 012). A refused or failed one is written, with what only the Worker knows.
      if (c.res.status < 400) return;
      log(c.res.status >= 500 ? 'error' : 'warn', parentId ? 'subrequest' : 'request', {
        method: c.req.method,
        route: c.req.routePath,
        status: c.res.status,
        durationMs: Date.now() - started,
        tenant: c.var.tenant ?? null,
        ray: c.req.header('cf-ray') ?? null,
      });
    });
  });
}
