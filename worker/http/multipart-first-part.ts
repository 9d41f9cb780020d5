/** What a multipart/form-data body's first part says about itself (RFC 7578 section 4.2). */
export type FirstPart = { name: string; fileName: string | null; contentType: string };

/** A part's headers longer than this are no browser's: the body is refused as malformed. */
const MAX_HEADER_BYTES = 8 * 1024;
const HEADERS_END = new Uint8Array([13, 10, 13, 10]);

function indexOf(haystack: Uint8Array, needle: Uint8Array): number {
  outer: for (let i = 0; i + needle.length <= haystack.length; i += 1) {
    for (let j = 0; j < needle.length; j += 1) {
      if (haystack[i + j] !== needle[j]) continue outer;
    }
    return i;
  }
  return -1;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const joined = new Uint8Array(a.byteLength + b.byteLength);
  joined.set(a, 0);
  joined.set(b, a.byteLength);
  return joined;
}

function parameter(disposition: string, name: string): string | null {
  const quoted = new RegExp(`;\\s*${name}="((?:[^"\\\\]|\\\\.)*)"`, 'i').exec(disposition);
  if (quoted?.[1] !== undefined) return quoted[1].replace(/\\(.)/g, '$1');
  const bare = new RegExp(`;\\s*${name}=([^;\\s]+)`, 'i').exec(disposition);
  return bare?.[1] ?? null;
}

function parsePart(headerText: string, boundary: string): FirstPart | null {
  const lines = headerText.split('\r\n');
  // A browser sends no preamble: the body opens with the first delimiter.
  if (lines[0] !== `--${boundary}`) return null;
  let disposition: string | null = null;
  let contentType = '';
  for (const line of lines.slice(1)) {
    const colon = line.indexOf(':');
    if (colon < 1) return null;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === 'content-disposition') disposition = value;
    if (name === 'content-type') contentType = value;
  }
  if (!disposition || !/^form-data\s*(;|$)/i.test(disposition)) return null;
  const name = parameter(disposition, 'name');
  return name === null ? null : { name, fileName: parameter(disposition, 'filename'), contentType };
}

export type FirstPartOutcome =
  | { ok: true; part: FirstPart; body: ReadableStream<Uint8Array> }
  | { ok: false; body: null };

/**
 * Reads a multipart body only as far as its first part's headers, so a route can refuse a wrong
 * file (its name, its type) before anything is sent on; then gives back the whole body, the bytes
 * read so far first, still streaming. The boundary is the one of the request's Content-Type.
 */
export async function readFirstPart(
  body: ReadableStream<Uint8Array>,
  boundary: string,
): Promise<FirstPartOutcome> {
  const reader = body.getReader();
  let head: Uint8Array = new Uint8Array(0);
  let end = -1;
  while (end === -1) {
    const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
    if (done || !value) {
      await reader.cancel().catch(() => {});
      return { ok: false, body: null };
    }
    head = concat(head, value);
    end = indexOf(head, HEADERS_END);
    if (end === -1 && head.byteLength > MAX_HEADER_BYTES) {
      await reader.cancel().catch(() => {});
      return { ok: false, body: null };
    }
  }
  const part = parsePart(new TextDecoder().decode(head.subarray(0, end)), boundary);
  if (!part) {
    await reader.cancel().catch(() => {});
    return { ok: false, body: null };
  }
  const first = head;
  const rest = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(first);
    },
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch (error) {
        controller.error(error);
      }
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  return { ok: true, part, body: rest };
}

/** The boundary of a multipart/form-data Content-Type built by multipartFormType. */
export function boundaryOf(contentType: string): string | null {
  return /boundary="([^"]+)"/.exec(contentType)?.[1] ?? null;
}
