/**
 * Structured logs (docs/decisions/029): one JSON object a line, always with the request's id, so
 * Workers Logs (or `wrangler tail`) can index the fields and one request's lines are found by it.
 * The id is handed to the code that logs (the context's `requestId`, the upstream client's), not
 * kept in an AsyncLocalStorage: that cost every promise of every request a context frame, a
 * measurable share of a proxied call's CPU (decision 012).
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

/**
 * Requests the Worker makes to its own routes while serving another (a page reading its data while
 * it streams, decision 033), with their parent's id: their lines are found under the request that caused them.
 */
const parentRequestIds = new WeakMap<Request, string>();

/** The id of the request that made `request`, when the Worker made it to its own routes. */
export function parentRequestIdOf(request: Request): string | undefined {
  return parentRequestIds.get(request);
}

export function asSubrequestOf(request: Request, parentId: string): Request {
  parentRequestIds.set(request, parentId);
  return request;
}

/**
 * Request ids are random UUIDs (v4), made from random bytes drawn 256 ids at a time: one call for
 * entropy per id cost more than the rest of the request's logging (decision 012).
 */
const IDS_PER_DRAW = 256;
let randomBytes = new Uint8Array(0);
let nextByte = 0;
const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

export function newRequestId(): string {
  if (nextByte + 16 > randomBytes.length) {
    randomBytes = crypto.getRandomValues(new Uint8Array(16 * IDS_PER_DRAW));
    nextByte = 0;
  }
  const b = randomBytes;
  const i = nextByte;
  nextByte += 16;
  const hex = (k: number) => HEX[b[i + k] as number];
  const version = HEX[((b[i + 6] as number) & 0x0f) | 0x40];
  const variant = HEX[((b[i + 8] as number) & 0x3f) | 0x80];
  return `${hex(0)}${hex(1)}${hex(2)}${hex(3)}-${hex(4)}${hex(5)}-${version}${hex(7)}-${variant}${hex(9)}-${hex(10)}${hex(11)}${hex(12)}${hex(13)}${hex(14)}${hex(15)}`;
}

/** `requestId`: the request being served, or null outside one (start-up, a scheduled task). */
export function log(level: Level, event: string, requestId: string | null, fields: LogFields = {}): void {
  const line: Record<string, string | number | boolean | null> = { level, event, requestId };
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
export function logError(
  event: string,
  error: unknown,
  requestId: string | null,
  fields: LogFields = {},
): void {
  const described =
    error instanceof Error
      ? {
          errorName: error.name,
          errorMessage: error.message,
          stack: error.stack?.split('\n').slice(0, 8).join('\n'),
        }
      : { errorName: typeof error, errorMessage: null };
  log('error', event, requestId, { ...fields, ...described });
}
