// Consecutive failed passwords (DEMO-DATA "Rules"): from the 3rd failure the captcha is required,
// the 5th locks the account for 15 minutes.
export const CAPTCHA_FROM_FAILURE = 3;
export const LOCK_AT_FAILURE = 5;
export const LOCK_DURATION_MS = 15 * 60 * 1000;

/** An account's failure record as stored. */
export type FailureRecord = { failedCount: number; lockedUntilMs: number | null };

/** Where the account stands as this attempt arrives. */
export type Standing = {
  failures: number;
  locked: boolean;
  /** A lock that has run out; the caller clears it so the account starts afresh. */
  lockExpired: boolean;
};

export function standingAt(record: FailureRecord, nowMs: number): Standing {
  if (record.lockedUntilMs === null) {
    return { failures: record.failedCount, locked: false, lockExpired: false };
  }
  if (record.lockedUntilMs > nowMs) {
    return { failures: record.failedCount, locked: true, lockExpired: false };
  }
  // Serving the lock wipes the slate: otherwise the 6th failure would lock again at once and the
  // person would never get the attempts between captcha and lock back.
  return { failures: 0, locked: false, lockExpired: true };
}

export function captchaRequired(failures: number): boolean {
  return failures >= CAPTCHA_FROM_FAILURE;
}

/** What to do with an attempt before the password is looked at. */
export type Gate = 'locked' | 'captcha-missing' | 'check-password';

// The upstream only checks that a captcha token is present: the BFF has verified it with the
// provider before forwarding, and a missing one must not cost the person an attempt.
export function gateAttempt(standing: Standing, hasRecaptcha: boolean): Gate {
  if (standing.locked) {
    return 'locked';
  }
  if (captchaRequired(standing.failures) && !hasRecaptcha) {
    return 'captcha-missing';
  }
  return 'check-password';
}

/** The lock that a failure brings about, given the failure count including it; null when none. */
export function lockedUntilAfterFailure(failuresIncludingThis: number, nowMs: number): number | null {
  return failuresIncludingThis >= LOCK_AT_FAILURE ? nowMs + LOCK_DURATION_MS : null;
}
