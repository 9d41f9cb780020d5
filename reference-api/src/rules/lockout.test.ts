import { describe, expect, it } from 'vitest';
import {
  captchaRequired,
  gateAttempt,
  LOCK_DURATION_MS,
  lockedUntilAfterFailure,
  standingAt,
} from './lockout.ts';

const NOW = Date.UTC(2026, 4, 1, 9, 0);

describe('lockout rules', () => {
  it('asks for the captcha from the 3rd consecutive failure on', () => {
    expect([0, 1, 2, 3, 4, 5].map(captchaRequired)).toEqual([false, false, false, true, true, true]);
  });

  it('locks for 15 minutes at the 5th failure and not before', () => {
    expect(lockedUntilAfterFailure(4, NOW)).toBeNull();
    expect(lockedUntilAfterFailure(5, NOW)).toBe(NOW + LOCK_DURATION_MS);
    expect(LOCK_DURATION_MS).toBe(900_000);
  });

  it('counts an account as locked until the lock runs out, then starts it afresh', () => {
    expect(standingAt({ failedCount: 5, lockedUntilMs: NOW + 1 }, NOW)).toEqual({
      failures: 5,
      locked: true,
      lockExpired: false,
    });
    expect(standingAt({ failedCount: 5, lockedUntilMs: NOW }, NOW)).toEqual({
      failures: 0,
      locked: false,
      lockExpired: true,
    });
    expect(standingAt({ failedCount: 2, lockedUntilMs: null }, NOW)).toEqual({
      failures: 2,
      locked: false,
      lockExpired: false,
    });
  });

  it('answers a locked account as locked even with a captcha, before checking any password', () => {
    const locked = { failures: 5, locked: true, lockExpired: false };

    expect(gateAttempt(locked, true)).toBe('locked');
    expect(gateAttempt(locked, false)).toBe('locked');
  });

  it('stops an attempt without a captcha once the captcha is required, and only then', () => {
    const standing = (failures: number) => ({ failures, locked: false, lockExpired: false });

    expect(gateAttempt(standing(2), false)).toBe('check-password');
    expect(gateAttempt(standing(3), false)).toBe('captcha-missing');
    expect(gateAttempt(standing(3), true)).toBe('check-password');
  });
});
