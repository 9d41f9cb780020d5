import { z } from 'zod';
import { readUpstream } from '../upstream/upstream-json';
import { GENERIC_ERROR_MESSAGE } from './api-errors';

/**
 * A file from the upstream (a CSV report, a template, a zip), passed through as it arrives, never
 * held whole in the Worker, under the portal's own headers: the type it expects, an attachment
 * with the portal's file name, no caching (it carries personal data), and the length when the
 * bytes arrive as they were counted, so the browser can show how far a download has got. Anything
 * but a file is the one error shape, from the upstream's body.
 */
export async function fileDownload(
  upstream: Response,
  {
    contentType,
    fileName,
    errorMessage = GENERIC_ERROR_MESSAGE,
  }: { contentType: string; fileName: string; errorMessage?: string },
): Promise<Response> {
  if (upstream.status !== 200 || !upstream.body) {
    await readUpstream(upstream, z.never(), errorMessage);
  }
  const headers = new Headers({
    'content-type': contentType,
    'content-disposition': `attachment; filename="${fileName}"`,
    'cache-control': 'no-store',
  });
  const length = upstream.headers.get('content-length');
  if (length && /^[0-9]{1,12}$/.test(length) && !upstream.headers.has('content-encoding')) {
    headers.set('content-length', length);
  }
  return new Response(upstream.body, { status: 200, headers });
}

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
