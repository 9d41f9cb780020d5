// How long an act-as session lives, as this API enforces it on its token family (issue 42, item 5;
// docs/decisions/063). The portal's Worker ends the browser's session at the same instants.

/** An act-as session ends this long after its link was spent, however active it is. */
export const ACT_AS_SESSION_LIFETIME_MS = 60 * 60 * 1000;

/**
 * An act-as session with no request for this long has ended: the portal's idle timeout (30 minutes
 * after the last request), which this API sees as the last use of the family's tokens.
 */
export const ACT_AS_IDLE_TIMEOUT_MS = 30 * 60 * 1000;

/** When a token of an act-as family started at `startedAtMs` must expire, at the latest. */
export function actAsExpiry(startedAtMs: number, wantedMs: number): number {
  return Math.min(wantedMs, startedAtMs + ACT_AS_SESSION_LIFETIME_MS);
}

/**
 * The instant an act-as session really ended when nobody signed it out: its lifetime's end, or
 * the idle timeout after its last request, whichever came first.
 */
export function actAsEndedAt(startedAtMs: number, lastUsedAtMs: number): number {
  return Math.min(startedAtMs + ACT_AS_SESSION_LIFETIME_MS, lastUsedAtMs + ACT_AS_IDLE_TIMEOUT_MS);
}
