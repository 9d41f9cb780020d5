// Signing in from Node: through the portal (its session cookie) or on the reference API itself
// (a bearer token). The password is the demo accounts' one (docs/demo-data.md).
import { randomBytes } from 'node:crypto';
import { fetchText } from './http.mjs';

export const DEMO_PASSWORD = 'Sunlit-Harbour#47';
const SESSION_COOKIE = '__Host-portal-session';

const deviceToken = () => randomBytes(32).toString('hex');

/**
 * The session cookie an answer sets, as a `Cookie` header value, if it sets one.
 * @param {string | string[] | undefined} setCookie the answer's Set-Cookie header(s)
 */
export function sessionCookieIn(setCookie) {
  return [setCookie ?? []]
    .flat()
    .map((line) => line.split(';')[0])
    .find((c) => c?.startsWith(`${SESSION_COOKIE}=`));
}

/**
 * Signs in through the portal's /api/auth/login and returns the `Cookie` header value to send.
 * @param {{ port: number, tenant: string, email: string }} options
 */
export async function portalSessionCookie({ port, tenant, email }) {
  const origin = `http://${tenant}.localhost:${port}`;
  const answer = await fetchText({
    port,
    host: `${tenant}.localhost:${port}`,
    path: '/api/auth/login',
    method: 'POST',
    headers: { origin, 'content-type': 'application/json', 'x-portal-request': '1' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD, deviceToken: deviceToken() }),
  });
  const session = sessionCookieIn(answer.headers['set-cookie']);
  if (answer.status !== 200 || !session) {
    throw new Error(
      `Signing in as ${email} on ${origin} failed: ${answer.status} ${answer.body.slice(0, 200)}`,
    );
  }
  return session;
}

/**
 * Signs in on the reference API's POST /v2/login, through the portal of the account's client
 * (`tenant`, a client's slug: docs/decisions/064), and returns the access token.
 * @param {{ port: number, tenant: string, email: string }} options
 */
export async function upstreamAccessToken({ port, tenant, email }) {
  const answer = await fetchText({
    port,
    path: '/v2/login',
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      email,
      password: DEMO_PASSWORD,
      deviceToken: deviceToken(),
      portalClient: tenant,
    }),
  });
  const token = answer.status === 200 ? JSON.parse(answer.body).access_token : null;
  if (typeof token !== 'string') {
    throw new Error(`Signing in as ${email} on the reference API failed: ${answer.status} ${answer.body}`);
  }
  return token;
}
