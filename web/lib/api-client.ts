import type { z } from 'zod';
import {
  type ApiError,
  apiErrorSchema,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
} from '../../worker/contract/api-error';

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

/** The session-storage entry with the time of the last /api answer (spec section 3, Local storage). */
export const LAST_CALL_STORAGE_KEY = 'lastCallAt';

/** Every answer from the Worker restarts its idle clock, so the idle prompt counts from here. */
function recordLastCall(): void {
  try {
    window.sessionStorage.setItem(LAST_CALL_STORAGE_KEY, String(Date.now()));
  } catch {
    // Storage refused: the idle prompt then counts from the time it started watching.
  }
}

/** When the last /api call was answered (epoch ms), or null if none is recorded in this tab. */
export function readLastCallAt(): number | null {
  try {
    const value = Number(window.sessionStorage.getItem(LAST_CALL_STORAGE_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

interface ApiOptions<T> {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Validates the answer; omit for calls that answer 204. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
}

/**
 * The SPA reaches data only through the Worker's typed /api routes. Every call sends the CSRF
 * header and JSON, and every failure arrives as ApiRequestError with the Worker's error shape.
 */
export async function api<T = void>(path: `/api/${string}`, options: ApiOptions<T> = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiRequestError(0, { error: { message: 'Failed to fetch', code: 'network_error' } });
  }
  recordLastCall();
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(await response.json().catch(() => null));
    const error = new ApiRequestError(
      response.status,
      parsed.success
        ? parsed.data
        : {
            error: {
              message: 'It looks like something has gone wrong, please try again later',
              code: 'unknown',
            },
          },
    );
    if (response.status === 401) for (const listener of unauthorisedListeners) listener(error);
    throw error;
  }
  if (!options.schema) return undefined as T;
  return options.schema.parse(await response.json());
}
