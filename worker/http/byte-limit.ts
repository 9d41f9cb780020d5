/**
 * A pass-through of a request body that counts its bytes and fails as soon as there are more than
 * `maxBytes`, so an upload is refused while it arrives instead of after it was read (or stored)
 * whole. Content-Length is only a claim: this is what enforces the limit. For a body the Worker
 * reads itself: its reader gets a BodyTooLargeError.
 */
export function limitBytes(
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
  onExceeded: () => void,
): ReadableStream<Uint8Array> {
  return countBytes(body, maxBytes, (controller) => {
    onExceeded();
    controller.error(new BodyTooLargeError(maxBytes));
  });
}

/**
 * The same count for a body handed to `fetch`: going over the limit aborts that request, and the
 * aborted fetch cancels the body. The body is not errored as well: the runtime's pump that sends
 * it would report that error as an uncaught rejection, once per refused upload.
 */
export function limitFetchBodyBytes(
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
  request: AbortController,
): ReadableStream<Uint8Array> {
  return countBytes(body, maxBytes, () => {
    request.abort();
    // Nothing more passes: the pump waits here until the abort cancels the stream.
    return new Promise<void>(() => {});
  });
}

function countBytes(
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
  whenExceeded: (controller: TransformStreamDefaultController<Uint8Array>) => void | Promise<void>,
): ReadableStream<Uint8Array> {
  let seen = 0;
  const counter = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      seen += chunk.byteLength;
      if (seen > maxBytes) return whenExceeded(controller);
      controller.enqueue(chunk);
    },
  });
  // The pipe fails when the limit is passed (or the reader goes away); the reader of the readable
  // side sees that failure, so the pipe's own rejection has nothing left to tell.
  body.pipeTo(counter.writable).catch(() => {});
  return counter.readable;
}

export class BodyTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The body is larger than ${maxBytes} bytes`);
  }
}

/** The declared length of a body, or null when it is missing or not a length at all. */
export function declaredLength(header: string | undefined): number | null {
  if (header === undefined || !/^\d{1,15}$/.test(header.trim())) return null;
  return Number(header.trim());
}
