import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_COOKIE_MAX_AGE, CONSENT_COOKIE_NAME, hasConsentCookie } from '#contract/cookie-consent';
import { PERSISTED_COOKIE_SLICE } from '#contract/spec-constants';
import {
  createCookieSliceStore,
  DEFAULT_COOKIE_SLICE,
  parseCookieSlice,
  readCookieSlice,
  serializeCookieSlice,
} from './persisted-cookie-slice';

const KEY = PERSISTED_COOKIE_SLICE.key;

/** A Storage whose writes can be counted. */
function memoryStorage(): Storage & { setItem: ReturnType<typeof vi.fn> } {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key: string) => items.get(key) ?? null,
    key: (index: number) => [...items.keys()][index] ?? null,
    removeItem: (key: string) => void items.delete(key),
    setItem: vi.fn((key: string, value: string) => void items.set(key, value)),
  };
}

describe('parseCookieSlice', () => {
  it('gives the defaults when nothing is stored', () => {
    expect(parseCookieSlice(null)).toEqual({
      version: 2,
      cookiesAccepted: false,
      nonNecessaryCookiesEnabled: false,
    });
  });

  it('reads back what serializeCookieSlice wrote', () => {
    const slice = { version: 2 as const, cookiesAccepted: true, nonNecessaryCookiesEnabled: true };
    expect(parseCookieSlice(serializeCookieSlice(slice))).toEqual(slice);
  });

  it('falls back to the defaults for a value of another version', () => {
    const raw = JSON.stringify({ version: 1, cookiesAccepted: true, nonNecessaryCookiesEnabled: true });
    expect(parseCookieSlice(raw)).toEqual(DEFAULT_COOKIE_SLICE);
  });

  it('falls back to the defaults for corrupt JSON', () => {
    expect(parseCookieSlice('{"version":2,"cookiesAcc')).toEqual(DEFAULT_COOKIE_SLICE);
  });

  it('falls back to the defaults when a flag has the wrong type', () => {
    const raw = JSON.stringify({ version: 2, cookiesAccepted: 'true', nonNecessaryCookiesEnabled: false });
    expect(parseCookieSlice(raw)).toEqual(DEFAULT_COOKIE_SLICE);
  });
});

describe('readCookieSlice', () => {
  beforeEach(() => localStorage.clear());

  it('reads the slice stored under the pes key', () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({ version: 2, cookiesAccepted: true, nonNecessaryCookiesEnabled: false }),
    );
    expect(readCookieSlice(localStorage)).toEqual({
      version: 2,
      cookiesAccepted: true,
      nonNecessaryCookiesEnabled: false,
    });
  });

  it('gives the defaults when storage is unavailable', () => {
    expect(readCookieSlice(null)).toEqual(DEFAULT_COOKIE_SLICE);
  });
});

describe('createCookieSliceStore', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts from what is stored', () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({ version: 2, cookiesAccepted: true, nonNecessaryCookiesEnabled: true }),
    );
    const store = createCookieSliceStore({ storage: localStorage, eventTarget: null });
    expect(store.getSnapshot()).toEqual({
      version: 2,
      cookiesAccepted: true,
      nonNecessaryCookiesEnabled: true,
    });
  });

  it('updates the snapshot at once and notifies subscribers', () => {
    const store = createCookieSliceStore({ storage: localStorage, eventTarget: null });
    const listener = vi.fn();
    store.subscribe(listener);
    store.update({ cookiesAccepted: true });
    expect(store.getSnapshot().cookiesAccepted).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('writes two quick updates to storage once, with the last value, after 500 ms', () => {
    const storage = memoryStorage();
    const store = createCookieSliceStore({ storage, eventTarget: null });
    store.update({ cookiesAccepted: true, nonNecessaryCookiesEnabled: true });
    store.update({ nonNecessaryCookiesEnabled: false });

    vi.advanceTimersByTime(PERSISTED_COOKIE_SLICE.throttleMs - 1);
    expect(storage.setItem).not.toHaveBeenCalled();

    vi.advanceTimersByTime(1);
    expect(storage.setItem).toHaveBeenCalledTimes(1);
    expect(JSON.parse(storage.getItem(KEY) ?? 'null')).toEqual({
      version: 2,
      cookiesAccepted: true,
      nonNecessaryCookiesEnabled: false,
    });
  });

  it('writes again for an update made after the previous write', () => {
    const storage = memoryStorage();
    const store = createCookieSliceStore({ storage, eventTarget: null });
    store.update({ cookiesAccepted: true });
    vi.advanceTimersByTime(PERSISTED_COOKIE_SLICE.throttleMs);
    store.update({ nonNecessaryCookiesEnabled: true });
    vi.advanceTimersByTime(PERSISTED_COOKIE_SLICE.throttleMs);
    expect(storage.setItem).toHaveBeenCalledTimes(2);
    expect(parseCookieSlice(storage.getItem(KEY))).toEqual({
      version: 2,
      cookiesAccepted: true,
      nonNecessaryCookiesEnabled: true,
    });
  });

  it('writes a pending update at once on pagehide', () => {
    const target = new EventTarget() as unknown as Window;
    const store = createCookieSliceStore({ storage: localStorage, eventTarget: target });
    store.update({ cookiesAccepted: true });
    expect(localStorage.getItem(KEY)).toBeNull();

    target.dispatchEvent(new Event('pagehide'));
    expect(parseCookieSlice(localStorage.getItem(KEY)).cookiesAccepted).toBe(true);
  });

  it('does not write when an update changes nothing', () => {
    const storage = memoryStorage();
    const store = createCookieSliceStore({ storage, eventTarget: null });
    store.update({ cookiesAccepted: false });
    vi.advanceTimersByTime(PERSISTED_COOKIE_SLICE.throttleMs);
    expect(storage.setItem).not.toHaveBeenCalled();
  });

  it('follows a choice made in another tab', () => {
    const store = createCookieSliceStore({ storage: localStorage, eventTarget: window });
    const newValue = JSON.stringify({ version: 2, cookiesAccepted: true, nonNecessaryCookiesEnabled: true });
    window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue }));
    expect(store.getSnapshot().nonNecessaryCookiesEnabled).toBe(true);
    store.dispose();
  });
});

describe('the consent cookie', () => {
  const stored = (cookiesAccepted: boolean) =>
    JSON.stringify({ version: 2, cookiesAccepted, nonNecessaryCookiesEnabled: cookiesAccepted });

  /** A cookie jar that keeps the assignments it is given, as `document.cookie` would be set. */
  function jar(initial = '') {
    const writes: string[] = [];
    let cookie = initial;
    return {
      writes,
      get cookie() {
        return cookie;
      },
      set cookie(value: string) {
        writes.push(value);
        const [pair = ''] = value.split(';');
        cookie = value.includes('Max-Age=0') ? '' : pair;
      },
    };
  }

  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is written at once when cookies are accepted, Secure on https', () => {
    const cookies = jar();
    const store = createCookieSliceStore({
      storage: localStorage,
      eventTarget: null,
      cookieJar: cookies,
      secureCookie: true,
    });
    expect(cookies.writes).toEqual([]);
    store.update({ cookiesAccepted: true, nonNecessaryCookiesEnabled: false });
    expect(cookies.writes).toEqual([
      `${CONSENT_COOKIE_NAME}=1; Path=/; Max-Age=${CONSENT_COOKIE_MAX_AGE}; SameSite=Lax; Secure`,
    ]);
    expect(hasConsentCookie(cookies.cookie)).toBe(true);
    // A later change of the video choice leaves the cookie as it is.
    store.update({ nonNecessaryCookiesEnabled: true });
    expect(cookies.writes).toHaveLength(1);
  });

  it('is not Secure on http, and is cleared if consent is withdrawn', () => {
    const cookies = jar();
    const store = createCookieSliceStore({
      storage: localStorage,
      eventTarget: null,
      cookieJar: cookies,
      secureCookie: false,
    });
    store.update({ cookiesAccepted: true });
    expect(cookies.writes[0]).toBe(`${CONSENT_COOKIE_NAME}=1; Path=/; Max-Age=31536000; SameSite=Lax`);
    store.update({ cookiesAccepted: false });
    expect(cookies.writes[1]).toBe(`${CONSENT_COOKIE_NAME}=; Path=/; Max-Age=0; SameSite=Lax`);
    expect(hasConsentCookie(cookies.cookie)).toBe(false);
  });

  it('is written on load for a visitor who accepted before the cookie existed', () => {
    localStorage.setItem(KEY, stored(true));
    const cookies = jar('session=abc');
    createCookieSliceStore({
      storage: localStorage,
      eventTarget: null,
      cookieJar: cookies,
      secureCookie: false,
    });
    expect(cookies.writes).toEqual([`${CONSENT_COOKIE_NAME}=1; Path=/; Max-Age=31536000; SameSite=Lax`]);
  });

  it('is left alone on load when it is there already, or when there is no consent', () => {
    localStorage.setItem(KEY, stored(true));
    const present = jar(`a=b; ${CONSENT_COOKIE_NAME}=1`);
    const accepted = createCookieSliceStore({ storage: localStorage, eventTarget: null, cookieJar: present });
    expect(accepted.getSnapshot().cookiesAccepted).toBe(true);
    expect(present.writes).toEqual([]);
    localStorage.setItem(KEY, stored(false));
    const none = jar();
    createCookieSliceStore({ storage: localStorage, eventTarget: null, cookieJar: none });
    expect(none.writes).toEqual([]);
  });

  it('follows a choice made in another tab', () => {
    const cookies = jar();
    createCookieSliceStore({
      storage: localStorage,
      eventTarget: window,
      cookieJar: cookies,
      secureCookie: false,
    });
    window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: stored(true) }));
    expect(hasConsentCookie(cookies.cookie)).toBe(true);
  });

  it('is found in a Cookie header by name and value only', () => {
    expect(hasConsentCookie(`x=1; ${CONSENT_COOKIE_NAME}=1`)).toBe(true);
    expect(hasConsentCookie(`${CONSENT_COOKIE_NAME}=`)).toBe(false);
    expect(hasConsentCookie(`not-${CONSENT_COOKIE_NAME}=1`)).toBe(false);
    expect(hasConsentCookie(null)).toBe(false);
  });
});
