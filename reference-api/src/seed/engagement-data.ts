// Each client's sign-ins and registrations per day of 2026 up to the seed's "today", for the
// employer dashboard's engagement charts (docs/decisions/025-dashboard-insights.md). Generated, not
// typed out, but deterministic: the same rows on every build, with the shape a real year has
// (quiet weekends, a summer dip, a January onboarding wave and the autumn enrolment window).

import type { Insertable } from '../data/schema.ts';
import { CLIENT_IDS } from './demo-data.ts';
import { insertRows } from './sql-literal.ts';

export type EngagementDaySeedRow = Insertable<'engagement_days'>;

/** The first and last seeded day: the engagement history runs from New Year to the seed's today. */
export const ENGAGEMENT_FIRST_DAY = '2026-01-01';
export const ENGAGEMENT_LAST_DAY = '2026-11-22';

type ClientProfile = {
  clientId: number;
  /** Sign-ins on an ordinary weekday. */
  weekdayLogins: number;
  /** New registrations in an ordinary week. */
  weeklyRegistrations: number;
};

const PROFILES: readonly ClientProfile[] = [
  { clientId: CLIENT_IDS.acme, weekdayLogins: 140, weeklyRegistrations: 14 },
  { clientId: CLIENT_IDS.globex, weekdayLogins: 36, weeklyRegistrations: 4 },
];

// A small integer hash (FNV-1a style) so every day's noise is fixed by its date and client.
function noise(key: string): number {
  let hash = 2166136261;
  for (let index = 0; index < key.length; index += 1) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return ((hash >>> 0) % 1000) / 1000;
}

// How busy a month is compared with an ordinary one.
const MONTH_FACTOR = [1.35, 1.1, 1.0, 0.95, 0.9, 0.85, 0.75, 0.6, 0.95, 1.15, 1.6, 0.9] as const;
// Registrations follow onboarding: a January wave, then a steady trickle, rising for enrolment.
const REGISTRATION_MONTH_FACTOR = [3.2, 1.6, 1.1, 1, 0.9, 0.8, 0.7, 0.6, 1.2, 1.3, 1.8, 0.8] as const;

function daysOf2026(): Date[] {
  const days: Date[] = [];
  const last = Date.parse(`${ENGAGEMENT_LAST_DAY}T00:00:00Z`);
  for (let time = Date.parse(`${ENGAGEMENT_FIRST_DAY}T00:00:00Z`); time <= last; time += 86_400_000) {
    days.push(new Date(time));
  }
  return days;
}

function rowFor(profile: ClientProfile, date: Date): EngagementDaySeedRow {
  const day = date.toISOString().slice(0, 10);
  const month = date.getUTCMonth();
  const weekday = date.getUTCDay();
  const weekend = weekday === 0 || weekday === 6;
  const jitter = 0.8 + 0.4 * noise(`${profile.clientId}:logins:${day}`);
  const logins = Math.round(
    profile.weekdayLogins * (weekend ? 0.18 : 1) * (MONTH_FACTOR[month] ?? 1) * jitter,
  );
  const registrationsPerDay = (profile.weeklyRegistrations * (REGISTRATION_MONTH_FACTOR[month] ?? 1)) / 5;
  const registrations = weekend
    ? 0
    : Math.floor(registrationsPerDay * 2 * noise(`${profile.clientId}:registrations:${day}`));
  return { client_id: profile.clientId, day, logins, registrations };
}

export const demoEngagementDays: readonly EngagementDaySeedRow[] = PROFILES.flatMap((profile) =>
  daysOf2026().map((date) => rowFor(profile, date)),
);

/** The engagement rows as one statement per client and month. */
export function engagementStatements(): string[] {
  const groups = new Map<string, EngagementDaySeedRow[]>();
  for (const row of demoEngagementDays) {
    const key = `${row.client_id}:${row.day.slice(0, 7)}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()].map((rows) => insertRows('engagement_days', rows));
}
