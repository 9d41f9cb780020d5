/**
 * The installable portal (docs/decisions/079): its web app manifest, made per client by the Worker,
 * and the service worker that shows the offline page. Zod-free: the app frame reads it.
 */

/** Where each client's web app manifest is served (worker/routes/web-app-manifest.ts). */
export const WEB_APP_MANIFEST_PATH = '/manifest.webmanifest';

/**
 * The service worker's script (web/public/sw.js, a static file: wrangler.toml serves it without
 * the Worker). At the origin's root, so that its scope is every page of the client's portal.
 */
export const OFFLINE_SERVICE_WORKER_PATH = '/sw.js';

/** Marks the offline page's "Try again" link, which the service worker points at the page asked for. */
export const OFFLINE_RETRY_ATTRIBUTE = 'data-offline-retry';
