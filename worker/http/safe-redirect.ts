import { isLocalHost } from './configuration';

/** Only a path on this site may be a destination (no open redirect); anything else gets the fallback. */
export function safeRedirect(target: string | null | undefined, fallback: string): string {
  if (!target) return fallback;
  const sameSitePath = target.startsWith('/') && !target.startsWith('//') && !/[\\\s]/.test(target);
  return sameSitePath ? target : fallback;
}

/** An absolute http(s) address: what an upstream may name as somewhere to send the browser. */
export function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** The session cookie carries the address twice and must stay under 4 KB: a longer one is refused. */
const SIGN_OUT_ADDRESS_MAX_LENGTH = 512;

/**
 * An address outside the portal that the browser may be sent to when someone signs out or their
 * session ends (docs/decisions/047): the upstream's configuration of the person or their client
 * names it, never a request. Only https; plain http only for this machine's own host names, and only
 * where the Worker runs for development or tests. Anything else is no address (null).
 */
export function signOutAddress(value: string | null | undefined, environment: string): string | null {
  if (!value || value.length > SIGN_OUT_ADDRESS_MAX_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (url.protocol === 'https:') return url.href;
  const onThisMachine = environment === 'development' || environment === 'test';
  return url.protocol === 'http:' && onThisMachine && isLocalHost(url.hostname) ? url.href : null;
}
