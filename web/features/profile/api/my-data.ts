import { myDataFileName } from '#contract/my-data-rules';
import { type DownloadProgress, readFileWithProgress } from '#web/lib/file-download.ts';
import { portal } from '#web/lib/portal-client.ts';

/**
 * POST /api/my-data/export: the person's data as a zip the Worker streams as it makes it, read as it
 * arrives so the page can count the bytes (its length is not known beforehand). A refusal (two a
 * minute, someone acting as the person) arrives as ApiRequestError with the Worker's message.
 */
export async function downloadMyData(
  onProgress: (progress: DownloadProgress) => void,
): Promise<{ blob: Blob; fileName: string }> {
  const response = await portal.api['my-data'].export.$post();
  return readFileWithProgress(response, myDataFileName(Date.now()), onProgress);
}
