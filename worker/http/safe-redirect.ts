/** Only a path on this site may be a destination (no open redirect); anything else gets the fallback. */
export function safeRedirect(target: string | null | undefined, fallback: string): string {
  if (!target) return fallback;
  const sameSitePath = target.startsWith('/') && !target.startsWith('//') && !/[\\\s]/.test(target);
  return sameSitePath ? target : fallback;
}
