import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PERSISTED_COOKIE_SLICE } from '../../worker/contract/spec-constants';
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
