// What the browser holds before a measured load, set through Chromium's DevTools protocol.
// A signed-in person has usually accepted cookies (the login form requires it, spec section 4), so
// their first load of a signed-in page starts with the consent in localStorage and shows no banner;
// the rows measured before the banner was answered start with nothing but the session cookie.
import { CONSENT_COOKIE_NAME, CONSENT_COOKIE_VALUE } from '#contract/cookie-consent';
import { PERSISTED_COOKIE_SLICE } from '#contract/spec-constants';

/**
 * A minimal DevTools protocol client for one page target.
 * @param {string} url the target's webSocketDebuggerUrl
 */
export async function connect(url) {
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', () => reject(new Error(`Cannot reach ${url}`)), { once: true });
  });
  let nextId = 0;
  /** @type {Map<number, { resolve: (value: any) => void, reject: (error: Error) => void }>} */
  const pending = new Map();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data));
    const waiter = pending.get(message.id);
    if (!waiter) return;
    pending.delete(message.id);
    if (message.error) waiter.reject(new Error(`${message.error.message} (${message.error.code})`));
    else waiter.resolve(message.result);
  });
  return {
    /**
     * @param {string} method
     * @param {Record<string, unknown>} [params]
     * @returns {Promise<any>}
     */
    send(method, params = {}) {
      const id = ++nextId;
      socket.send(JSON.stringify({ id, method, params }));
      return new Promise((resolve, reject) => pending.set(id, { resolve, reject }));
    },
    close: () => socket.close(),
  };
}

/**
 * Clears everything the browser keeps for `origin`, then stores the cookie consent a signed-in
 * person has given and their session cookie (`name=value`), as the browser of someone signed in
 * holds it: the page's own /api calls carry it then, not only the requests Lighthouse's headers
 * reach. Lighthouse's own reset keeps cookies and localStorage by default, so both survive into
 * the measured load while the HTTP cache does not. `consentAnswered: false` stores no consent.
 * @param {{ chromiumPort: number, origin: string, sessionCookie: string, consentAnswered?: boolean }} options
 */
export async function prepareSignedInVisit({ chromiumPort, origin, sessionCookie, consentAnswered = true }) {
  const devtools = `http://127.0.0.1:${chromiumPort}`;
  // A static file of the origin: its document can reach the origin's localStorage without the app.
  const created = await fetch(`${devtools}/json/new?${origin}/favicon.svg`, { method: 'PUT' });
  /** @type {{ id: string, webSocketDebuggerUrl: string }} */
  const target = await created.json();
  const page = await connect(target.webSocketDebuggerUrl);
  try {
    for (let tries = 0; tries < 50; tries++) {
      const state = await page.send('Runtime.evaluate', {
        expression: 'location.origin + document.readyState',
      });
      if (state.result?.value === `${origin}complete`) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await page.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    if (!consentAnswered) {
      await storeSessionCookie(page, origin, sessionCookie);
      return;
    }
    const consent = JSON.stringify({
      version: PERSISTED_COOKIE_SLICE.version,
      cookiesAccepted: true,
      nonNecessaryCookiesEnabled: true,
    });
    const stored = await page.send('Runtime.evaluate', {
      expression: `localStorage.setItem(${JSON.stringify(PERSISTED_COOKIE_SLICE.key)}, ${JSON.stringify(consent)}); localStorage.getItem(${JSON.stringify(PERSISTED_COOKIE_SLICE.key)})`,
    });
    if (stored.result?.value !== consent) throw new Error(`Could not store the cookie consent on ${origin}`);
    await storeSessionCookie(page, origin, sessionCookie);
    // The consent is a cookie too, which the Worker reads to leave the banner out of the page.
    const consentCookie = await page.send('Network.setCookie', {
      name: CONSENT_COOKIE_NAME,
      value: CONSENT_COOKIE_VALUE,
      url: `${origin}/`,
      sameSite: 'Lax',
    });
    if (consentCookie.success === false) throw new Error(`Could not store the consent cookie on ${origin}`);
  } finally {
    page.close();
    await fetch(`${devtools}/json/close/${target.id}`);
  }
}

/**
 * The session cookie (`name=value`) as the portal sets it.
 * @param {Awaited<ReturnType<typeof connect>>} page
 * @param {string} origin
 * @param {string} sessionCookie
 */
async function storeSessionCookie(page, origin, sessionCookie) {
  const separator = sessionCookie.indexOf('=');
  const set = await page.send('Network.setCookie', {
    name: sessionCookie.slice(0, separator),
    value: sessionCookie.slice(separator + 1),
    url: `${origin}/`,
    secure: true,
    httpOnly: true,
    sameSite: 'Strict',
  });
  if (set.success === false) throw new Error(`Could not store the session cookie on ${origin}`);
}
