import type { ApiError } from '#contract/api-error';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '#contract/csrf';

/** A failed /api call, carrying the Worker's one error shape (spec section 8). */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError,
  ) {
    super(body.error.message);
  }
  get code(): string {
    return this.body.error.code;
  }
}

type Listener = (error: ApiRequestError) => void;
const unauthorisedListeners = new Set<Listener>();

/** The session layer subscribes here: a 401 mid-session logs the person out (spec section 4). */
export function onUnauthorised(listener: Listener): () => void {
  unauthorisedListeners.add(listener);
  return () => unauthorisedListeners.delete(listener);
}

/**
 * The session-storage entry with the time of the last answer from the Worker: an /api call, or the
 * signed-in app's page itself (spec section 3, Local storage).
 */
export const LAST_CALL_STORAGE_KEY = 'lastCallAt';

/** Every answer from the Worker restarts its idle clock, so the idle prompt counts from here. */
export function recordLastCall(): void {
  try {
    window.sessionStorage.setItem(LAST_CALL_STORAGE_KEY, String(Date.now()));
  } catch {
    // Storage refused: the idle prompt then counts from the time it started watching.
  }
}

/** When the last /api call was answered (epoch ms), or null if none is recorded in this tab. */
export function readLastCallAt(): number | null {
  // The Worker's render (decision 033) has no window: asked, not thrown and caught, as that cost
  // each streamed page the creation of an error.
  if (typeof window === 'undefined') return null;
  try {
    const value = Number(window.sessionStorage.getItem(LAST_CALL_STORAGE_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

const UNKNOWN_FAILURE: ApiError = {
  error: { message: 'It looks like something has gone wrong, please try again later', code: 'unknown' },
};

/** The Worker's error shape (spec section 8), or null for anything else (e.g. a proxy's HTML page). */
function readApiError(value: unknown): ApiError | null {
  if (typeof value !== 'object' || value === null || !('error' in value)) return null;
  const { error } = value as { error: unknown };
  if (typeof error !== 'object' || error === null) return null;
  const { message, code } = error as { message?: unknown; code?: unknown };
  return typeof message === 'string' && typeof code === 'string' ? (value as ApiError) : null;
}

/**
 * The error of a failed /api answer, told to the session layer when it is a 401. Shared with the
 * one call that cannot use fetch (the receipt upload, sent with XMLHttpRequest for its progress).
 */
export function failedApiCall(status: number, body: unknown): ApiRequestError {
  const error = new ApiRequestError(status, readApiError(body) ?? UNKNOWN_FAILURE);
  if (status === 401) for (const listener of unauthorisedListeners) listener(error);
  return error;
}

/**
 * POST of a multipart form with upload progress (a receipt, a data file). XMLHttpRequest, not
 * fetch: only it reports upload progress. It sends what the typed client sends (web/lib/portal-client.ts) (the CSRF header, same-origin
 * cookies) and fails with the same ApiRequestError, so callers handle its errors like any other
 * call's; a lost connection is 'Failed to fetch'.
 */
export function postFormWithProgress<T>(
  path: `/api/${string}`,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader(CSRF_HEADER, CSRF_HEADER_VALUE);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      recordLastCall();
      const body = parseJsonOrNull(request.responseText);
      if (request.status >= 200 && request.status < 300 && body !== null) {
        onProgress(1);
        resolve(body as T);
      } else {
        reject(failedApiCall(request.status, body));
      }
    });
    const networkFailure = () =>
      reject(new ApiRequestError(0, { error: { message: 'Failed to fetch', code: 'network_error' } }));
    request.addEventListener('error', networkFailure);
    request.addEventListener('timeout', networkFailure);
    request.send(form);
  });
}

function parseJsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
