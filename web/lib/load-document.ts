/** How a navigation is made: a new history entry or in place of the current one, with a state. */
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/**
 * A full page load, for moving between the public pages and the signed-in app (two entries,
 * docs/decisions/011-html-first-public-pages.md). A navigation state travels in the history entry
 * in the shape react-router's browser history reads ({ usr, key, idx }), so the page that loads,
 * public or app, finds it as its location state; writing the entry and then reloading is how a
 * state reaches a new document at all.
 */
export function loadDocument(url: string, { replace = false, state }: NavigateOptions = {}): void {
  if (state === undefined || state === null) {
    if (replace) window.location.replace(url);
    else window.location.assign(url);
    return;
  }
  const entry = { usr: state, key: createHistoryKey(), idx: historyIndex() + (replace ? 0 : 1) };
  if (replace) window.history.replaceState(entry, '', url);
  else window.history.pushState(entry, '', url);
  window.location.reload();
}

/** A short random key for a history entry, as react-router makes them. */
export function createHistoryKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

function historyIndex(): number {
  const state: unknown = window.history.state;
  const idx = typeof state === 'object' && state !== null ? (state as { idx?: unknown }).idx : undefined;
  return typeof idx === 'number' ? idx : 0;
}
