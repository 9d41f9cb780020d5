// The portal's service worker (docs/decisions/079). It does one thing: when a page cannot be loaded
// because the device is offline, it answers with the portal's offline page, in the client's look,
// saying what to do. It keeps that one page and nothing else: no answer of the API, no page a person
// was shown, nothing of anyone's (the page is fetched without cookies, as a visitor would see it).
// Its settings come in its own URL (web/app/layout/offline-page-worker.ts), from the contract.

const settings = new URL(self.location.href).searchParams;
/** The offline page's path, e.g. /offline/. */
const OFFLINE_PAGE = settings.get('page') ?? '';
/** The attribute of the page's "Try again" link. */
const RETRY_ATTRIBUTE = settings.get('retry') ?? '';
const CACHE = 'portal-offline-page';
/** The kept page is fetched again when older than a day (the client's look may have changed). */
const KEEP_MS = 24 * 60 * 60 * 1000;
const STORED_AT = 'x-offline-page-stored-at';

/** A same-origin file as a data: URL, so that the kept page needs no request. */
async function dataUrlOf(path) {
  const answer = await fetch(path, { credentials: 'omit' });
  if (!answer.ok) return null;
  const bytes = new Uint8Array(await answer.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  const type = (answer.headers.get('content-type') ?? 'application/octet-stream').split(';')[0];
  return `data:${type};base64,${btoa(binary)}`;
}

/**
 * The offline page as kept: its stylesheets and images written into it, its scripts taken out
 * (they could not load offline, and the page needs none), answered with a policy that runs nothing.
 */
async function offlinePageToKeep() {
  const answer = await fetch(OFFLINE_PAGE, { credentials: 'omit', cache: 'no-store' });
  if (!answer.ok) throw new Error(`The offline page answered ${answer.status}`);
  let html = await answer.text();
  html = html.replace(/<script\b[\s\S]*?<\/script>/gi, '');
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    const rel = /\brel="([^"]*)"/i.exec(tag)?.[1] ?? '';
    const href = /\bhref="(\/[^"]*)"/i.exec(tag)?.[1];
    if (rel === 'stylesheet' && href) {
      const css = await fetch(href, { credentials: 'omit' }).then((sheet) => (sheet.ok ? sheet.text() : ''));
      html = html.replace(tag, () => `<style>${css}</style>`);
    } else if (rel !== 'icon') {
      html = html.replace(tag, '');
    }
  }
  // The logos (an <img>'s src, a <picture> source's single-image srcset).
  const images = new Set(Array.from(html.matchAll(/\b(?:src|srcset)="(\/[^"\s,]*)"/gi), (match) => match[1]));
  for (const path of images) {
    const dataUrl = await dataUrlOf(path);
    if (dataUrl) html = html.split(`="${path}"`).join(`="${dataUrl}"`);
  }
  return new Response(html, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
      [STORED_AT]: String(Date.now()),
    },
  });
}

async function keepOfflinePage() {
  const page = await offlinePageToKeep();
  const cache = await caches.open(CACHE);
  await cache.put(OFFLINE_PAGE, page);
}

async function keptOfflinePage() {
  return (await caches.open(CACHE)).match(OFFLINE_PAGE);
}

/** The kept page, its "Try again" link pointed at the page that could not be loaded. */
async function offlineAnswer(request) {
  const kept = await keptOfflinePage();
  if (!kept) return Response.error();
  const url = new URL(request.url);
  const retry = `${url.pathname}${url.search}`.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const html = (await kept.text()).replace(new RegExp(`<a\\b[^>]*\\b${RETRY_ATTRIBUTE}\\b[^>]*>`), (tag) =>
    tag.replace(/\bhref="[^"]*"/, () => `href="${retry}"`),
  );
  return new Response(html, { status: 200, headers: kept.headers });
}

/** Renews the kept page when it is a day old, after a page loaded (so the device is online). */
async function renewWhenOld() {
  const kept = await keptOfflinePage();
  const storedAt = Number(kept?.headers.get(STORED_AT) ?? 0);
  if (Date.now() - storedAt > KEEP_MS) await keepOfflinePage().catch(() => {});
}

/** A navigation: the network's answer, whatever its status; the offline page when there is none. */
async function navigate(event) {
  try {
    const preloaded = await event.preloadResponse;
    const answer = preloaded ?? (await fetch(event.request));
    event.waitUntil(renewWhenOld());
    return answer;
  } catch {
    return offlineAnswer(event.request);
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(keepOfflinePage().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // The navigation's request starts while this worker starts, not after (no added wait online).
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  if (event.request.mode === 'navigate' && OFFLINE_PAGE) event.respondWith(navigate(event));
});
