// Reset and activation links both expire and are spent by use (DEMO-DATA "Rules").

/** A stored link's dates, ISO-8601 UTC text. */
export type LinkDates = { expiresAt: string; usedAt: string | null };

export type LinkStanding = 'live' | 'expired' | 'spent' | 'unknown';

/** Where a link stands at nowMs; a spent link counts as spent even once it has also expired. */
export function linkStanding(link: LinkDates | null, nowMs: number): LinkStanding {
  if (link === null) {
    return 'unknown';
  }
  if (link.usedAt !== null) {
    return 'spent';
  }
  const expiresAtMs = Date.parse(link.expiresAt);
  // An unreadable expiry is treated as passed: a link must never live for ever by accident.
  return Number.isNaN(expiresAtMs) || expiresAtMs <= nowMs ? 'expired' : 'live';
}
