/**
 * The employer card-value (voucher) service's origin (docs/decisions/028), from the
 * CARD_VALUE_SERVICE_URL variable; null when it is missing or not an http(s) URL, so nothing is
 * framed and nobody is sent there.
 */
export function cardValueServiceOrigin(configured: string | undefined): string | null {
  if (!configured) return null;
  let origin = originByConfiguration.get(configured);
  if (origin === undefined) {
    origin = originOf(configured);
    originByConfiguration.set(configured, origin);
  }
  return origin;
}

/** Parsed once per isolate and value: the development stand-in asks on every request. */
const originByConfiguration = new Map<string, string | null>();

function originOf(configured: string): string | null {
  try {
    const url = new URL(configured);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The service's page an administrator manages vouchers on (spec section 2.2). */
export const CARD_VALUE_SERVICE_PATH = '/manage-ccv';
