import type { Context } from 'hono';
import { isSuccessStatus } from '#contract/spec-constants';
import type { AppEnv } from '../http/app-env';
import { callAsUser } from './authorized-calls';
import { UpstreamError } from './upstream-client';

/** An upstream answer whose status the route interprets itself. */
export interface UpstreamAnswer {
  status: number;
  body: unknown;
}

/**
 * POSTs JSON to a v2 password-reset or activation path, with the signed-in person's Bearer when
 * asked. Null when the upstream cannot be reached, so each route can answer with its own text.
 */
export async function postRecovery(
  c: Context<AppEnv>,
  path: `/${string}`,
  body?: unknown,
  options: { asUser?: boolean } = {},
): Promise<UpstreamAnswer | null> {
  const init: RequestInit = { method: 'POST', body: body === undefined ? undefined : JSON.stringify(body) };
  try {
    const response = options.asUser
      ? await callAsUser(c, 'v2', path, init)
      : await c.var.upstream.send('v2', path, init);
    return { status: response.status, body: await response.json().catch(() => null) };
  } catch (error) {
    if (error instanceof UpstreamError) return null;
    throw error;
  }
}

export const isSuccess = (answer: UpstreamAnswer | null): answer is UpstreamAnswer =>
  answer !== null && isSuccessStatus(answer.status);
