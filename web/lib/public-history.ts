import { createHistoryKey, loadDocument, type NavigateOptions } from './load-document';

/** Where the public pages are, as their router sees it. */
export interface PublicLocation {
  pathname: string;
  search: string;
  hash: string;
  /** The state the navigation that led here passed, or null. */
  state: unknown;
  /** Unique per history entry, so a page can start afresh on a new navigation to the same path. */
  key: string;
}

export type HistoryAction = 'push' | 'replace' | 'pop';

/** The history the public router drives: the browser's, or one in memory (tests, the prerender). */
export interface PublicHistory {
  readonly location: PublicLocation;
  push(path: string, state?: unknown): void;
  replace(path: string, state?: unknown): void;
  /** Leaves for a page of the signed-in app: a full page load, state included. */
  load(path: string, options?: NavigateOptions): void;
  listen(listener: (action: HistoryAction) => void): () => void;
}

/** A history entry as react-router writes it, so both entries read each other's states. */
interface HistoryEntry {
  usr: unknown;
  key: string;
  idx: number;
}

function readEntry(value: unknown): Partial<HistoryEntry> {
  return typeof value === 'object' && value !== null ? (value as Partial<HistoryEntry>) : {};
}

function readBrowserLocation(win: Window): PublicLocation {
  const entry = readEntry(win.history.state);
  const { pathname, search, hash } = win.location;
  return {
    pathname,
    search,
    hash,
    state: entry.usr ?? null,
    key: typeof entry.key === 'string' ? entry.key : 'default',
  };
}

/** The browser's history: pushState / replaceState with a state, and the back and forward buttons. */
export function createBrowserHistory(win: Window = window): PublicHistory {
  const listeners = new Set<(action: HistoryAction) => void>();
  let location = readBrowserLocation(win);
  const notify = (action: HistoryAction) => {
    location = readBrowserLocation(win);
    for (const listener of listeners) listener(action);
  };
  win.addEventListener('popstate', () => notify('pop'));

  const write = (action: 'push' | 'replace', path: string, state: unknown) => {
    const idx = readEntry(win.history.state).idx ?? 0;
    const entry: HistoryEntry = {
      usr: state ?? null,
      key: createHistoryKey(),
      idx: action === 'push' ? idx + 1 : idx,
    };
    if (action === 'push') win.history.pushState(entry, '', path);
    else win.history.replaceState(entry, '', path);
    notify(action);
  };

  return {
    get location() {
      return location;
    },
    push: (path, state) => write('push', path, state),
    replace: (path, state) => write('replace', path, state),
    load: loadDocument,
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export interface MemoryHistory extends PublicHistory {
  /** The full page loads asked for, in order (the location follows them too, for tests to see). */
  readonly documentLoads: { path: string; replace: boolean; state: unknown }[];
}

function memoryLocation(path: string, state: unknown, key: string): PublicLocation {
  const url = new URL(path, 'http://memory.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash, state: state ?? null, key };
}

/** A history in memory, for component tests and the build-time prerender. */
export function createMemoryHistory(
  initial: { path: string; state?: unknown } | string = '/',
): MemoryHistory {
  const first = typeof initial === 'string' ? { path: initial } : initial;
  const listeners = new Set<(action: HistoryAction) => void>();
  let location = memoryLocation(first.path, first.state, 'default');
  const documentLoads: MemoryHistory['documentLoads'] = [];
  const go = (action: 'push' | 'replace', path: string, state: unknown) => {
    location = memoryLocation(path, state, createHistoryKey());
    for (const listener of listeners) listener(action);
  };
  return {
    get location() {
      return location;
    },
    documentLoads,
    push: (path, state) => go('push', path, state),
    replace: (path, state) => go('replace', path, state),
    load(path, { replace = false, state } = {}) {
      documentLoads.push({ path, replace, state: state ?? null });
      go(replace ? 'replace' : 'push', path, state);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
