import { OFFLINE_RETRY_ATTRIBUTE, OFFLINE_SERVICE_WORKER_PATH } from '#contract/offline-page';
import { PATHS } from '#contract/page-paths';

/** The service worker's URL, its settings in its query (web/public/sw.js reads them there). */
export function offlinePageWorkerUrl(): string {
  const settings = new URLSearchParams({ page: PATHS.offline, retry: OFFLINE_RETRY_ATTRIBUTE });
  return `${OFFLINE_SERVICE_WORKER_PATH}?${settings}`;
}

/**
 * Registers the service worker that shows the offline page (docs/decisions/079), once the page has
 * loaded and the browser is idle, so that it takes nothing from the page's first paint or its
 * input. A browser without service workers, or one that refuses this one, works as before.
 */
export function registerOfflinePageWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(offlinePageWorkerUrl()).catch(() => {});
  };
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(register, { timeout: 5_000 })
      : setTimeout(register, 1_000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
