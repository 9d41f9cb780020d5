/** How a navigation is made: a new history entry or in place of the current one, with a state. */
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/**
 * A full page load, where a navigation needs a new document: after signing in or out (a new
 * session cookie: the page starts from the Worker's bootstrap, nothing of the old session stays in
 * memory, docs/decisions/066), or to another site. A navigation state travels in the history entry
 * in the shape react-router's browser history reads ({ usr, key, idx }), so the page that loads
 * finds it as its location state; writing the entry and then reloading is how a state reaches a
 * new document at all.
 */
export function loadDocument(url: string, options: NavigateOptions = {}): void {
  leave(url, options);
}

/** Where a full page load goes: the browser's location, or a test's record of it. */
let leave: (url: string, options: NavigateOptions) => void = leaveDocument;

/** For tests (tests/support/web/app-support.tsx): records full page loads instead of leaving; returns the undo. */
export function recordDocumentLoads(record: (url: string, options: NavigateOptions) => void): () => void {
  leave = record;
  return () => {
    leave = leaveDocument;
  };
}

function leaveDocument(url: string, { replace = false, state }: NavigateOptions = {}): void {
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
