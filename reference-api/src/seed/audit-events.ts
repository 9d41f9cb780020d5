// The employer's audit trail before the demo (docs/decisions/057, docs/demo-data.md): what Alex and
// support did in Acme's portal from September to November 2026, so the trail page has history to
// filter, and one Globex event that Acme's trail must never show. The act-as rows are written here
// as migration 0020's triggers would have written them.
import type { Insertable } from '../data/schema.ts';
import { CLIENT_IDS } from './demo-data.ts';
import { FIRST_GENERATED_ID, GENERATED_EMPLOYEE_COUNT } from './generated-employees.ts';

const ALEX = 1002;
const SAM_SUPPORT = 9001;
const GUS = 2002;
const PEOPLE = { emma: 1001, tara: 1004, tom: 1005, piotr: 1006, fiona: 1007, nina: 1008 } as const;

type SeedEvent = Omit<Insertable<'audit_events'>, 'client_id' | 'created_at' | 'detail'> & {
  at: string;
  detail: Record<string, string | number | boolean>;
};

const acme: SeedEvent[] = [
  {
    at: '2026-09-02T09:14:00Z',
    actor_user_id: ALEX,
    action: 'welcome-email-resent',
    subject_user_id: PEOPLE.fiona,
    detail: { bulk: false },
  },
  {
    at: '2026-09-10T11:02:00Z',
    actor_user_id: ALEX,
    action: 'two-factor-enforcement-changed',
    subject_user_id: null,
    detail: { enforced: true },
  },
  {
    at: '2026-09-10T16:45:00Z',
    actor_user_id: ALEX,
    action: 'two-factor-enforcement-changed',
    subject_user_id: null,
    detail: { enforced: false },
  },
  {
    at: '2026-09-21T10:30:00Z',
    actor_user_id: ALEX,
    action: 'selection-approved',
    subject_user_id: PEOPLE.emma,
    detail: { benefitName: 'Private Medical Insurance' },
  },
  {
    at: '2026-09-21T10:30:00Z',
    actor_user_id: ALEX,
    action: 'selection-rejected',
    subject_user_id: PEOPLE.piotr,
    detail: { benefitName: 'Cycle to Work' },
  },
  {
    at: '2026-10-01T08:05:00Z',
    actor_user_id: SAM_SUPPORT,
    action: 'act-as-started',
    subject_user_id: ALEX,
    detail: {
      reason: 'Ticket 4471: report totals look wrong',
      readOnly: true,
      actorType: 'support',
      familyId: 'seed-act-as-1',
    },
  },
  {
    at: '2026-10-05T08:31:00Z',
    actor_user_id: ALEX,
    action: 'employee-data-applied',
    subject_user_id: null,
    detail: { uploadId: 1, fileName: 'acme-starters-october.csv', changedEmployees: 12 },
  },
  {
    at: '2026-10-12T14:20:00Z',
    actor_user_id: ALEX,
    action: 'act-as-started',
    subject_user_id: PEOPLE.tara,
    detail: {
      reason: 'Tara asked for help with the new terms',
      readOnly: false,
      actorType: 'employer',
      familyId: 'seed-act-as-2',
    },
  },
  {
    at: '2026-10-12T14:26:00Z',
    actor_user_id: ALEX,
    action: 'act-as-change',
    subject_user_id: PEOPLE.tara,
    detail: { change: 'PATCH /v2/user/terms', familyId: 'seed-act-as-2' },
  },
  {
    at: '2026-11-03T09:00:00Z',
    actor_user_id: ALEX,
    action: 'welcome-email-resent',
    subject_user_id: PEOPLE.nina,
    detail: { bulk: true },
  },
  {
    at: '2026-11-09T13:40:00Z',
    actor_user_id: ALEX,
    action: 'selection-approved',
    subject_user_id: PEOPLE.tom,
    detail: { benefitName: 'Gym Membership' },
  },
  {
    at: '2026-11-17T15:12:00Z',
    actor_user_id: ALEX,
    action: 'welcome-email-resent',
    subject_user_id: PEOPLE.nina,
    detail: { bulk: false },
  },
];

const globex: SeedEvent[] = [
  {
    at: '2026-10-20T10:00:00Z',
    actor_user_id: GUS,
    action: 'two-factor-enforcement-changed',
    subject_user_id: null,
    detail: { enforced: true },
  },
];

const rowsOf = (clientId: number, events: readonly SeedEvent[]): Insertable<'audit_events'>[] =>
  events.map(({ at, detail, ...event }) => ({
    ...event,
    client_id: clientId,
    detail: JSON.stringify(detail),
    created_at: Date.parse(at),
  }));

/** Acme's events (12), then Globex's (1), ids in that order. */
export const demoAuditEvents: Insertable<'audit_events'>[] = [
  ...rowsOf(CLIENT_IDS.acme, acme),
  ...rowsOf(CLIENT_IDS.globex, globex),
];

/** How many events Acme's trail starts with. */
export const ACME_AUDIT_EVENT_COUNT = acme.length;

const BENCH_ACTIONS = [
  'selection-approved',
  'welcome-email-resent',
  'act-as-started',
  'act-as-change',
  'selection-rejected',
] as const;

/**
 * The bench's longer trail (tests/perf/audit-trail.mjs, never the demo data): events by Alex about
 * acme's generated people, ten minutes apart before the seeded ones, so acme's trail has `total`
 * events in all.
 */
export function benchAuditEventsStatement(total: number): string {
  const extra = total - ACME_AUDIT_EVENT_COUNT;
  if (!Number.isInteger(extra) || extra <= 0) {
    throw new Error(`the bench's trail must be longer than ${ACME_AUDIT_EVENT_COUNT} events`);
  }
  const newest = Date.parse('2026-09-01T00:00:00Z');
  const actions = BENCH_ACTIONS.map((action, index) => `WHEN ${index} THEN '${action}'`).join(' ');
  return `INSERT INTO audit_events (client_id, actor_user_id, action, subject_user_id, detail, created_at)
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${extra})
SELECT ${CLIENT_IDS.acme}, ${ALEX}, CASE i % ${BENCH_ACTIONS.length} ${actions} END,
  ${FIRST_GENERATED_ID} + i % ${GENERATED_EMPLOYEE_COUNT}, '{}', ${newest} - i * 600000
FROM n`;
}
