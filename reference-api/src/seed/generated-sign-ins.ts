// A plausible history of the generated people's sign-ins (docs/decisions/077): the employer
// dashboard's engagement is counted from the sign-ins the API records, so the seed records the year
// so far as people would have made it. Each registered person has a habit (a few sign in most
// weekdays, most now and then); the weekends are quiet, the summer dips and the autumn enrolment
// window peaks. From New Year (or their registration) to the seed's today, 22 November 2026: the
// days since then hold only the sign-ins made on this machine, so a sign-in today moves today's
// figure from 0. Seeded per person (`sign-ins:<user id>`), never the clock: the same rows every run.
import type { Insertable } from '../data/schema.ts';
import { SCHEME_YEAR } from './demo-data.ts';
import {
  type GeneratedPerson,
  generatedPeople,
  personNumber,
  registeredAt,
  twoFactorOn,
  WORKFORCES,
  type Workforce,
} from './generated-employees.ts';
import { SEED_TODAY } from './seed-calendar.ts';
import { seededRandom } from './seeded-random.ts';
import { insertRowBatches } from './sql-literal.ts';

export type SignInSeedRow = Insertable<'account_events'>;

const FIRST_DAY = `${SCHEME_YEAR}-01-01`;

/** A person's chance of signing in on an ordinary weekday: most now and then, a few most days. */
const HABITS = [0.02, 0.03, 0.04, 0.06, 0.08, 0.12, 0.2] as const;
/** How busy each month is against an ordinary one (January's new year, August's holidays, November's enrolment). */
const MONTH_FACTOR = [1.3, 1.1, 1, 0.95, 0.9, 0.85, 0.75, 0.6, 0.95, 1.15, 1.6, 0.9] as const;
const WEEKEND_FACTOR = 0.15;

/**
 * Sign-in rows a statement: about 50 bytes each, so a statement stays far under D1's 100 KB
 * (a test checks the longest), with few statements to run.
 */
const ROWS_PER_STATEMENT = 1500;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

type HistoryDay = { time: number; factor: number };

// The history's days, each with how busy it is; worked out once, as every person walks them.
let historyDays: readonly HistoryDay[] | null = null;

function history(): readonly HistoryDay[] {
  if (historyDays) return historyDays;
  const days: HistoryDay[] = [];
  const last = Date.parse(`${SEED_TODAY}T00:00:00Z`);
  for (let time = Date.parse(`${FIRST_DAY}T00:00:00Z`); time <= last; time += DAY_MS) {
    const date = new Date(time);
    const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6;
    days.push({ time, factor: (MONTH_FACTOR[date.getUTCMonth()] ?? 1) * (weekend ? WEEKEND_FACTOR : 1) });
  }
  historyDays = days;
  return days;
}

function signInsOf(person: GeneratedPerson, workforce: Workforce): SignInSeedRow[] {
  const n = personNumber(person.id, workforce);
  const registered = registeredAt(n);
  if (registered === null) return [];
  const registeredMs = Date.parse(registered);
  const random = seededRandom(`sign-ins:${person.id}`);
  const habit = random.pick(HABITS);
  const method = twoFactorOn(n) ? 'authenticator-code' : 'password';
  const rows: SignInSeedRow[] = [];
  for (const day of history()) {
    if (day.time + DAY_MS <= registeredMs || !random.chance(habit * day.factor)) continue;
    // In office hours (07:00 to 20:59 UTC), never before the registration itself.
    const at = day.time + random.int(7, 20) * HOUR_MS + random.int(0, 59) * 60_000;
    if (at >= registeredMs) rows.push({ user_id: person.id, kind: 'signed-in', method, created_at: at });
  }
  return rows;
}

/** A workforce's generated sign-ins (acme's unless told), person by person, oldest first. */
export function generatedSignIns(workforce: Workforce = WORKFORCES.acme): SignInSeedRow[] {
  return generatedPeople(workforce).flatMap((person) => signInsOf(person, workforce));
}

/** Every client's generated sign-ins, a statement per ROWS_PER_STATEMENT rows. */
export function generatedSignInStatements(): string[] {
  return insertRowBatches(
    'account_events',
    Object.values(WORKFORCES).flatMap((workforce) => generatedSignIns(workforce)),
    ROWS_PER_STATEMENT,
  );
}
