/**
 * Files the Worker streams (a report, a zip of reports, the person's own data): read as the bytes
 * arrive so a page can show how far a download has got, then saved the way a link with `download`
 * would save them.
 */

/** How far a download has got: bytes so far, and of how many when the Worker said. */
export type DownloadProgress = { received: number; total: number | null };

/** The file name of a Content-Disposition (`attachment; filename="…"`), if it has a plain one. */
export function fileNameOf(contentDisposition: string | null): string | null {
  const name = /filename="([^"]+)"/.exec(contentDisposition ?? '')?.[1];
  return name && /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(name) ? name : null;
}

/**
 * A successful response's body read to the end, chunk by chunk, telling `onProgress` each time (the
 * total from Content-Length, when the Worker sent one), then handed over whole as a Blob. A body
 * cut short (the Worker ended it unfinished) rejects, so a part never passes for the whole.
 */
export async function readFileWithProgress(
  response: Response,
  fallbackName: string,
  onProgress: (progress: DownloadProgress) => void,
): Promise<{ blob: Blob; fileName: string }> {
  const length = Number(response.headers.get('content-length'));
  const total = Number.isInteger(length) && length > 0 ? length : null;
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress({ received, total });
  const reader = response.body?.getReader();
  if (reader) {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      chunks.push(chunk.value);
      received += chunk.value.byteLength;
      onProgress({ received, total });
    }
  }
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  return {
    blob: new Blob(chunks, { type }),
    fileName: fileNameOf(response.headers.get('content-disposition')) ?? fallbackName,
  };
}

// How long the file's object URL lives after the save starts: the browser has it by then.
const OBJECT_URL_LIFETIME_MS = 60_000;

/** Saves a downloaded file the way a link with `download` would. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
