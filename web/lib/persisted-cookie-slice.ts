import { createContext, createElement, type ReactNode, useContext, useSyncExternalStore } from 'react';
import { consentCookieAssignment, hasConsentCookie } from '#contract/cookie-consent';
import { PERSISTED_COOKIE_SLICE } from '#contract/spec-constants';

/**
 * The cookie-consent slice (spec sections 3 and 9): the only state kept across sessions, stored in
 * localStorage under the key `pes` as `{ version, cookiesAccepted, nonNecessaryCookiesEnabled }`.
 */
export interface CookieSlice {
  version: typeof PERSISTED_COOKIE_SLICE.version;
  cookiesAccepted: boolean;
  nonNecessaryCookiesEnabled: boolean;
}

/** A stored value of the current version, read field by field (anything else is not a slice). */
function asCookieSlice(value: unknown): CookieSlice | null {
  if (typeof value !== 'object' || value === null) return null;
  const { version, cookiesAccepted, nonNecessaryCookiesEnabled } = value as Record<string, unknown>;
  if (version !== PERSISTED_COOKIE_SLICE.version) return null;
  if (typeof cookiesAccepted !== 'boolean' || typeof nonNecessaryCookiesEnabled !== 'boolean') return null;
  return { version, cookiesAccepted, nonNecessaryCookiesEnabled };
}

export type CookieSlicePatch = Partial<Omit<CookieSlice, 'version'>>;

export const DEFAULT_COOKIE_SLICE: CookieSlice = Object.freeze({
  version: PERSISTED_COOKIE_SLICE.version,
  cookiesAccepted: false,
  nonNecessaryCookiesEnabled: false,
});

/** Parses a stored value; anything missing, corrupt or of another version gives the defaults. */
export function parseCookieSlice(raw: string | null | undefined): CookieSlice {
  if (!raw) return DEFAULT_COOKIE_SLICE;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return DEFAULT_COOKIE_SLICE;
  }
  return asCookieSlice(value) ?? DEFAULT_COOKIE_SLICE;
}

export function serializeCookieSlice(slice: CookieSlice): string {
  const { version, cookiesAccepted, nonNecessaryCookiesEnabled } = slice;
  return JSON.stringify({ version, cookiesAccepted, nonNecessaryCookiesEnabled });
}

/** localStorage, or null where the browser refuses it (privacy modes, sandboxed frames). */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readCookieSlice(storage: Storage | null = browserStorage()): CookieSlice {
  try {
    return parseCookieSlice(storage?.getItem(PERSISTED_COOKIE_SLICE.key));
  } catch {
    return DEFAULT_COOKIE_SLICE;
  }
}

export function writeCookieSlice(slice: CookieSlice, storage: Storage | null = browserStorage()): void {
  try {
    storage?.setItem(PERSISTED_COOKIE_SLICE.key, serializeCookieSlice(slice));
  } catch {
    // Storage full or refused: the choice still holds for this page view.
  }
}

/** Where the consent cookie is read and written: `document`, or a stand-in in tests. */
export interface CookieJar {
  cookie: string;
}

function browserCookieJar(): CookieJar | null {
  return typeof document === 'undefined' ? null : document;
}

function isSecurePage(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}

/**
 * Mirrors the consent into the first-party cookie the Worker reads (contract/cookie-consent), so
 * a visitor who has chosen gets prerendered pages without the cookie banner: written when
 * cookies are accepted and missing, cleared when consent is withdrawn.
 */
export function syncConsentCookie(
  accepted: boolean,
  jar: CookieJar | null = browserCookieJar(),
  secure: boolean = isSecurePage(),
): void {
  if (!jar) return;
  try {
    if (accepted === hasConsentCookie(jar.cookie)) return;
    jar.cookie = consentCookieAssignment(accepted, secure);
  } catch {
    // Cookies refused (sandboxed frames): the banner then shows in the HTML until hydration.
  }
}

export interface CookieSliceStore {
  getSnapshot(): CookieSlice;
  subscribe(listener: () => void): () => void;
  /** Updates the slice at once in memory; the storage write is throttled. */
  update(patch: CookieSlicePatch): void;
  /** Writes a pending value now (also done on pagehide). */
  flush(): void;
  dispose(): void;
}

export interface CookieSliceStoreOptions {
  storage?: Storage | null;
  throttleMs?: number;
  /** Where pagehide / visibilitychange / storage events are heard; null for none. */
  eventTarget?: Window | null;
  /** Where the consent cookie goes (default `document`); null for none. */
  cookieJar?: CookieJar | null;
  /** Whether the consent cookie is `Secure` (default: the page is https:). */
  secureCookie?: boolean;
}

export function createCookieSliceStore(options: CookieSliceStoreOptions = {}): CookieSliceStore {
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const throttleMs = options.throttleMs ?? PERSISTED_COOKIE_SLICE.throttleMs;
  const target =
    options.eventTarget === undefined ? (typeof window === 'undefined' ? null : window) : options.eventTarget;

  const cookieJar = options.cookieJar === undefined ? browserCookieJar() : options.cookieJar;
  const secureCookie = options.secureCookie ?? isSecurePage();
  const syncCookie = (slice: CookieSlice) =>
    syncConsentCookie(slice.cookiesAccepted, cookieJar, secureCookie);

  let current = readCookieSlice(storage);
  // A choice stored before the cookie existed: write the cookie now. (No consent: left alone.)
  if (current.cookiesAccepted) syncCookie(current);
  let pending: CookieSlice | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const listeners = new Set<() => void>();

  const notify = () => {
    for (const listener of listeners) listener();
  };

  const flush = () => {
    if (timer !== null) {
      clearTimeout(timer);
      timer = null;
    }
    if (pending) {
      writeCookieSlice(pending, storage);
      pending = null;
    }
  };

  const onPageHide = () => flush();
  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  // Another tab chose: follow it, unless this tab has an unsaved choice of its own.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== PERSISTED_COOKIE_SLICE.key || pending) return;
    const next = parseCookieSlice(event.newValue);
    if (!sameSlice(next, current)) {
      current = next;
      syncCookie(current);
      notify();
    }
  };

  target?.addEventListener('pagehide', onPageHide);
  target?.document?.addEventListener('visibilitychange', onVisibilityChange);
  target?.addEventListener('storage', onStorage);

  return {
    getSnapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update(patch) {
      const next: CookieSlice = { ...current, ...patch, version: PERSISTED_COOKIE_SLICE.version };
      if (sameSlice(next, current)) return;
      current = next;
      pending = next;
      // The cookie at once (a navigation may follow before the throttled storage write).
      syncCookie(current);
      timer ??= setTimeout(flush, throttleMs);
      notify();
    },
    flush,
    dispose() {
      flush();
      target?.removeEventListener('pagehide', onPageHide);
      target?.document?.removeEventListener('visibilitychange', onVisibilityChange);
      target?.removeEventListener('storage', onStorage);
      listeners.clear();
    },
  };
}

function sameSlice(a: CookieSlice, b: CookieSlice): boolean {
  return (
    a.cookiesAccepted === b.cookiesAccepted && a.nonNecessaryCookiesEnabled === b.nonNecessaryCookiesEnabled
  );
}

let defaultStore: CookieSliceStore | null = null;

/** The page-wide store, created on first use. */
export function getCookieSliceStore(): CookieSliceStore {
  defaultStore ??= createCookieSliceStore();
  return defaultStore;
}

const CookieSliceStoreContext = createContext<CookieSliceStore | null>(null);

/** Optional: gives a subtree its own store (tests); without it the page-wide store is used. */
export function CookieSliceStoreProvider({
  store,
  children,
}: {
  store: CookieSliceStore;
  children: ReactNode;
}) {
  return createElement(CookieSliceStoreContext.Provider, { value: store }, children);
}

export function useCookieSliceStore(): CookieSliceStore {
  return useContext(CookieSliceStoreContext) ?? getCookieSliceStore();
}

const serverSnapshot = (): CookieSlice => DEFAULT_COOKIE_SLICE;

/**
 * The current consent, re-rendering when it changes. Prerendered HTML and the hydrating render see
 * the defaults (the server has no storage), so both agree; the stored choice follows at once.
 */
export function useCookieSlice(): CookieSlice {
  const store = useCookieSliceStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, serverSnapshot);
}
