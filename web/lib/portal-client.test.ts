import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '#contract/csrf';
import { apiError, stubApi } from '#support/web/api-stubs.tsx';
import { ApiRequestError, LAST_CALL_STORAGE_KEY, onUnauthorised } from './api-client';
import { fetchPath, portal, read, withUploadProgress } from './portal-client';

// Issue 43, item 7: an upload with its progress and a file download are calls like any other, made
// by the typed client's one fetch: the same header, the same idle clock, the same errors.

/** A stand-in for XMLHttpRequest: records the request, reports progress, answers when told. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  status = 0;
  statusText = '';
  responseText = '';
  private listeners = new Map<string, (() => void)[]>();
  private progressListeners: ((event: ProgressEvent) => void)[] = [];
  upload = {
    addEventListener: (_type: string, listener: (event: ProgressEvent) => void) => {
      this.progressListeners.push(listener);
    },
  };
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\n';
  }
  send() {
    FakeXhr.sent.push(this);
  }
  progress(loaded: number, total: number) {
    for (const listener of this.progressListeners) {
      listener(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
    }
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.fire('load');
  }
  fire(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
}

const CLAIM = {
  id: 1,
  benefitId: 7,
  amount: 42.5,
  description: 'Check-up',
  receiptName: 'receipt.png',
  receiptSize: 8,
  createdAt: '2026-03-14T10:00:00.000Z',
};

function uploadClaim(onProgress: (fraction: number) => void = () => {}) {
  const form = new FormData();
  form.set('amount', '42.50');
  const call = read(
    portal.api.benefits[':benefitId'].claims.$post(
      { param: { benefitId: '7' } },
      withUploadProgress(form, onProgress),
    ),
  );
  const [request] = FakeXhr.sent;
  if (!request) throw new Error('no upload was sent');
  return { call, request };
}

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  window.sessionStorage.clear();
});

afterEach(() => {
  FakeXhr.sent = [];
  vi.unstubAllGlobals();
});

describe('an upload with its progress', () => {
  it('sends what every call sends, tells its progress, and restarts the idle clock with its answer', async () => {
    const progress: number[] = [];
    const { call, request } = uploadClaim((fraction) => progress.push(fraction));
    expect([request.method, request.url]).toEqual(['POST', '/api/benefits/7/claims']);
    expect(request.headers[CSRF_HEADER]).toBe(CSRF_HEADER_VALUE);
    request.progress(25, 100);
    expect(window.sessionStorage.getItem(LAST_CALL_STORAGE_KEY)).toBeNull();

    request.answer(201, CLAIM);
    expect(await call).toEqual(CLAIM);
    expect(progress).toEqual([0.25, 1]);
    expect(Number(window.sessionStorage.getItem(LAST_CALL_STORAGE_KEY))).toBeGreaterThan(0);
  });

  it("fails with the Worker's error, and a 401 signs the person out as any call's does", async () => {
    const told = vi.fn();
    const stop = onUnauthorised(told);
    const { call, request } = uploadClaim();
    request.answer(401, { error: { message: 'Your session has ended', code: 'session_ended' } });
    const error = await call.catch((caught: unknown) => caught);
    stop();
    expect(error).toBeInstanceOf(ApiRequestError);
    expect([(error as ApiRequestError).status, (error as ApiRequestError).message]).toEqual([
      401,
      'Your session has ended',
    ]);
    expect(told).toHaveBeenCalledTimes(1);
  });

  it('fails as a lost connection when no answer comes', async () => {
    const { call, request } = uploadClaim();
    request.fire('error');
    await expect(call).rejects.toMatchObject({ status: 0, message: 'Failed to fetch' });
  });
});

describe('a file download by its path', () => {
  it('sends the CSRF header, and its 401 signs the person out as any call does', async () => {
    const told = vi.fn();
    const stop = onUnauthorised(told);
    const fetchMock = stubApi({ 'GET /api/employer/reports/9101/download': apiError(401, 'Signed out') });
    const error = await fetchPath('/api/employer/reports/9101/download').catch((caught: unknown) => caught);
    stop();
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get(CSRF_HEADER)).toBe(CSRF_HEADER_VALUE);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(told).toHaveBeenCalledTimes(1);
  });
});
