import { UpstreamError } from './upstream-client';

/**
 * Runs an upstream read, and once more if it fails with an upstream error (spec 7: the total
 * benefits summary is "retried once on error"). Only the upstream's own failures are retried
 * (unreachable, 5xx, an unreadable body: all 502 here, but not a time-out); a refusal (4xx) would be refused again, and
 * an ended session must not be asked twice.
 */
export async function retryOnce<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    // A time-out (504) is not asked again: the person would wait twice as long for the same answer.
    if (!(error instanceof UpstreamError) || error.status < 500 || error.status === 504) throw error;
    return read();
  }
}
