/** A request's way to the Worker, with fetch's signature: fetch itself, or uploadProgressTransport. */
export type Transport = (input: RequestInfo | URL, init: RequestInit) => Promise<Response>;

/**
 * A transport that tells `onProgress` how much of a request's body has gone (0 to 1), which fetch
 * cannot: XMLHttpRequest. It only carries the request and hands the answer back as a Response,
 * failing as fetch fails (a TypeError when no answer came, the signal's reason when aborted); what
 * every call to the Worker sends and how its failures are told is the typed client's one fetch's
 * (web/lib/portal-client.ts), which runs it. Answers are read as text: the uploads answer JSON.
 */
export function uploadProgressTransport(onProgress: (fraction: number) => void): Transport {
  return (input, init) =>
    new Promise((resolve, reject) => {
      const { signal } = init;
      const body = init.body ?? null;
      if (body instanceof ReadableStream) {
        reject(new TypeError('XMLHttpRequest cannot send a stream'));
        return;
      }
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      const request = new XMLHttpRequest();
      request.open(init.method ?? 'GET', input instanceof Request ? input.url : String(input));
      for (const [name, value] of new Headers(init.headers)) request.setRequestHeader(name, value);
      request.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      });
      const noAnswer = () => reject(new TypeError('Failed to fetch'));
      request.addEventListener('load', () => {
        const response = responseOf(request);
        if (!response) {
          noAnswer();
          return;
        }
        // An answer came, so the whole body had gone.
        onProgress(1);
        resolve(response);
      });
      request.addEventListener('error', noAnswer);
      request.addEventListener('timeout', noAnswer);
      request.addEventListener('abort', () =>
        reject(signal?.reason ?? new DOMException('The upload was aborted', 'AbortError')),
      );
      signal?.addEventListener('abort', () => request.abort(), { once: true });
      request.send(body);
    });
}

const NULL_BODY_STATUSES = new Set([204, 205, 304]);

/** The XMLHttpRequest's answer as fetch would give it, or null for a status no Response can have. */
function responseOf(request: XMLHttpRequest): Response | null {
  const { status } = request;
  if (status < 200 || status > 599) return null;
  const headers = new Headers();
  for (const line of request.getAllResponseHeaders().split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return new Response(NULL_BODY_STATUSES.has(status) ? null : request.responseText, {
    status,
    statusText: request.statusText,
    headers,
  });
}
