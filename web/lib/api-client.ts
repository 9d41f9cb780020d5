import type { ApiError } from '#contract/api-error';

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
 * The error of a failed /api answer, told to the session layer when it is a 401: the typed client's
 * one fetch (web/lib/portal-client.ts) and the Worker's render of a page's calls make it.
 */
export function failedApiCall(status: number, body: unknown): ApiRequestError {
  const error = new ApiRequestError(status, readApiError(body) ?? UNKNOWN_FAILURE);
  if (status === 401) for (const listener of unauthorisedListeners) listener(error);
  return error;
}
