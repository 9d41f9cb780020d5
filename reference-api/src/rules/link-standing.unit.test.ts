import { describe, expect, it } from 'vitest';
import { linkStanding } from './link-standing.ts';

const NOW = Date.parse('2026-03-01T12:00:00.000Z');

describe('link standing', () => {
  it('is live before it expires and unused', () => {
    expect(linkStanding({ expiresAt: '2026-03-01T12:00:00.001Z', usedAt: null }, NOW)).toBe('live');
  });

  it('has expired at its expiry instant', () => {
    expect(linkStanding({ expiresAt: '2026-03-01T12:00:00.000Z', usedAt: null }, NOW)).toBe('expired');
  });

  it('is spent once used, even after expiring', () => {
    expect(
      linkStanding({ expiresAt: '2026-03-01T11:00:00.000Z', usedAt: '2026-03-01T10:30:00.000Z' }, NOW),
    ).toBe('spent');
  });

  it('is unknown without a stored link, and expired with an unreadable expiry', () => {
    expect(linkStanding(null, NOW)).toBe('unknown');
    expect(linkStanding({ expiresAt: 'soon', usedAt: null }, NOW)).toBe('expired');
  });
});
