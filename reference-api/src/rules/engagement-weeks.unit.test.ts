import { describe, expect, it } from 'vitest';
import { weekStartOf, weeksOf } from './engagement-weeks.ts';

describe('engagement weeks', () => {
  it('starts a week on the Monday on or before the day', () => {
    expect(weekStartOf('2026-01-01')).toBe('2025-12-29');
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23');
  });

  it("shows every week up to today's, a quiet one at 0", () => {
    const weeks = weeksOf(2026, [{ week_start: '2026-01-05', logins: 4 }], '2026-01-20');
    expect(weeks).toEqual([
      { week_start: '2025-12-29', logins: 0 },
      { week_start: '2026-01-05', logins: 4 },
      { week_start: '2026-01-12', logins: 0 },
      { week_start: '2026-01-19', logins: 0 },
    ]);
  });

  it('shows the whole of a year that is over, and keeps sign-ins after a clock behind the data', () => {
    expect(weeksOf(2026, [], '2027-03-01').at(-1)?.week_start).toBe('2026-12-28');
    const behind = weeksOf(2026, [{ week_start: '2026-03-02', logins: 1 }], '2026-01-02');
    expect(behind.at(-1)).toEqual({ week_start: '2026-03-02', logins: 1 });
  });
});
