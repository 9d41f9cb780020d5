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
