// The weeks the engagement chart shows (docs/decisions/077): sign-ins are counted from the recorded
// events, so a week nobody signed in has no row; every week of the year up to today is still shown,
// at 0, so the chart's gaps are real quiet weeks and today's week is there before its first sign-in.

const DAY_MS = 86_400_000;

/** The Monday (UTC) of the week holding `day`, both 'YYYY-MM-DD'. */
export function weekStartOf(day: string): string {
  const time = Date.parse(`${day}T00:00:00Z`);
  const back = (new Date(time).getUTCDay() + 6) % 7;
  return new Date(time - back * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Each week of `year` from the one holding 1 January to the one holding `today` (the year's last
 * once it is over), with its sign-ins; a week with sign-ins after today (a clock behind the data)
 * is kept too.
 */
export function weeksOf(
  year: number,
  rows: readonly { week_start: string; logins: number }[],
  today: string,
): { week_start: string; logins: number }[] {
  const first = weekStartOf(`${year}-01-01`);
  const lastDay = `${year}-12-31`;
  const lastShown = weekStartOf(today < lastDay ? today : lastDay);
  const lastRow = rows.at(-1)?.week_start ?? first;
  const last = lastShown > lastRow ? lastShown : lastRow;
  const counts = new Map(rows.map((row) => [row.week_start, row.logins]));
  const weeks: { week_start: string; logins: number }[] = [];
  for (let time = Date.parse(`${first}T00:00:00Z`); ; time += 7 * DAY_MS) {
    const week_start = new Date(time).toISOString().slice(0, 10);
    if (week_start > last) break;
    weeks.push({ week_start, logins: counts.get(week_start) ?? 0 });
  }
  return weeks;
}
