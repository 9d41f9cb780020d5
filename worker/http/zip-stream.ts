import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/**
 * A zip written as it is made (fflate's streaming Zip): `readable` is the response body, and each
 * entry's bytes leave the Worker as soon as they are zipped, so nothing is held whole. Entries are
 * written one after the other, in the order they are added. Text is deflated; a stream (a receipt)
 * is stored as it arrives, byte for byte, and read only as fast as the browser takes the zip.
 */
export function createZipStream(modifiedAt: Date) {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  // A write refused because the reader went away is seen by `ready` below; nothing to do here.
  const ignore = () => {};
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      writer.abort(error).catch(ignore);
      return;
    }
    writer.write(chunk).catch(ignore);
    if (final) writer.close().catch(ignore);
  });

  return {
    readable,
    /** A text file, deflated. */
    async addText(name: string, text: string): Promise<void> {
      await writer.ready;
      const file = new ZipDeflate(name, { level: 6 });
      file.mtime = modifiedAt;
      zip.add(file);
      file.push(new TextEncoder().encode(text), true);
    },
    /** A file from a stream, stored as it is (no compression: receipts are PDFs and photos). */
    async addStream(name: string, body: ReadableStream<Uint8Array>): Promise<void> {
      const file = new ZipPassThrough(name);
      file.mtime = modifiedAt;
      zip.add(file);
      const reader = body.getReader();
      for (;;) {
        // Wait while the browser has not taken what is already written (backpressure).
        await writer.ready;
        const { done, value } = await reader.read();
        if (done) break;
        file.push(value);
      }
      file.push(new Uint8Array(0), true);
    },
    /** Writes the central directory: the zip is complete. */
    end(): void {
      zip.end();
    },
    /** Ends the zip unfinished: the browser's download fails rather than a part passing for the whole. */
    abort(reason: unknown): void {
      zip.terminate();
      writer.abort(reason).catch(ignore);
    },
  };
}
export type ZipStream = ReturnType<typeof createZipStream>;
