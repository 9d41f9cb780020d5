import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Env } from '../env';
import { createUpstreamClient, UpstreamError } from './upstream-client';

const env: Pick<Env, 'UPSTREAM_V1_URL' | 'UPSTREAM_V2_URL'> = {
  UPSTREAM_V1_URL: 'http://reference-api/v1',
  UPSTREAM_V2_URL: 'http://reference-api/v2',
};

afterEach(() => {
  vi.useRealTimers();
});

/** An upstream that answers only when the call is aborted, with the abort's reason. */
const silentUpstream = (request: Request) =>
  new Promise<Response>((_, reject) =>
    request.signal.addEventListener('abort', () => reject(request.signal.reason)),
  );

describe('the upstream client’s time-out', () => {
  it('leaves no timer behind once the route has answered (the runtime would keep the request alive for it)', async () => {
    vi.useFakeTimers();
    const client = createUpstreamClient(
      env,
      { upstreamFetch: async () => new Response('{}'), upstreamTimeoutMs: 10_000 },
      'request-1',
    );
    await client.send('v2', '/user');
    await client.send('v1', '/companies/1');
    expect(vi.getTimerCount()).toBe(2);
    client.finish();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps timing a call still waiting when the route answers (a background refresh), until it is answered', async () => {
    vi.useFakeTimers();
    let answer: (response: Response) => void = () => undefined;
    const client = createUpstreamClient(
      env,
      { upstreamFetch: () => new Promise((resolve) => (answer = resolve)), upstreamTimeoutMs: 10_000 },
      null,
    );
    const background = client.send('v2', '/theme/acme');
    client.finish();
    expect(vi.getTimerCount()).toBe(1);
    answer(new Response('{}'));
    await background;
    expect(vi.getTimerCount()).toBe(0);
  });

  it('aborts a call the upstream does not answer in time: 504 upstream_timeout', async () => {
    vi.useFakeTimers();
    const client = createUpstreamClient(
      env,
      { upstreamFetch: silentUpstream, upstreamTimeoutMs: 10_000 },
      null,
    );
    const call = client.send('v2', '/user').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(client.timedOut).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await call;
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ status: 504, body: { error: { code: 'upstream_timeout' } } });
    expect(client.timedOut).toBe(true);
  });

  it('aborts the call with the caller’s own signal too, as unreachable rather than timed out', async () => {
    const client = createUpstreamClient(
      env,
      { upstreamFetch: silentUpstream, upstreamTimeoutMs: 10_000 },
      null,
    );
    const superseded = new AbortController();
    const call = client.send('v2', '/user', { signal: superseded.signal }).catch((error: unknown) => error);
    superseded.abort();
    expect(await call).toMatchObject({ status: 502, body: { error: { code: 'upstream_unreachable' } } });
    expect(client.timedOut).toBe(false);
    client.finish();
  });
});
