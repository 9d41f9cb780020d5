import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import { callReferenceApi } from './call-reference-api.ts';
import { bearer, getWithToken, sendJson } from './session-helpers.ts';

/** GET a benefits call that must answer 200, as JSON. */
export async function getJson<Body>(path: string, token: string): Promise<Body> {
  const response = await getWithToken(path, token);
  expect(response.status, `GET ${path}`).toBe(200);
  return response.json<Body>();
}

/** A JSON call answering with the status and the parsed body, for refusals and successes alike. */
export async function sendBenefitJson<Body>(
  method: string,
  path: string,
  body: unknown,
  token: string,
): Promise<{ status: number; body: Body }> {
  const response = await sendJson(method, path, body, token);
  return { status: response.status, body: await response.json<Body>() };
}

/** A request whose body is not JSON at all. */
export function sendText(method: string, path: string, text: string, token: string): Promise<Response> {
  return callReferenceApi(path, {
    method,
    headers: { 'content-type': 'application/json', ...bearer(token) },
    body: text,
  });
}

export type SelectionRow = { id: number; status: string; end_date: string | null; value: number | null };

/** The person's stored selections of a benefit, oldest first, straight from the database. */
export async function storedSelections(userId: number, benefitId: number): Promise<SelectionRow[]> {
  const { results } = await env.REF_DB.prepare(
    'SELECT id, status, end_date, value FROM selections WHERE user_id = ?1 AND benefit_id = ?2 ORDER BY id',
  )
    .bind(userId, benefitId)
    .all<SelectionRow>();
  return results;
}

/** The last day of the UTC month of an instant, as 'YYYY-MM-DD'. */
export function lastDayOfMonth(instantMs: number): string {
  const day = new Date(instantMs);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
}
