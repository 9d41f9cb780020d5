// The demo clients' generated workforces (docs/demo-data.md, Catalogue and volumes; decision 078):
// with the demo accounts, 1,250 people at acme for the employer's lists to page, search and filter
// through, a few hundred at Globex and a few dozen at C8 Demo. They are generated in SQL by a
// recursive CTE, so the seed stays a handful of statements however many people there are; every
// value is a function of the row number, so each seed gives the same people.
import { selection } from '../data/schema.ts';
import { BENEFIT_IDS } from './benefit-catalogue.ts';
import { CLIENT_IDS } from './demo-data.ts';
import { sqlLiteral } from './sql-literal.ts';

/** One client's generated people: person n (1-based) has id firstId - 1 + n and an e-mail at domain. */
export type Workforce = {
  clientId: number;
  firstId: number;
  count: number;
  domain: string;
  /** Shifts the names, so two clients' people n are not namesakes (acme's is 0, as it always was). */
  nameOffset: number;
};

/** Acme's head count, the demo accounts included. */
export const ACME_EMPLOYEE_COUNT = 1250;
/** Acme's demo accounts (ids 1001 to 1012), counted in ACME_EMPLOYEE_COUNT. */
const ACME_DEMO_ACCOUNTS = 12;
export const GENERATED_EMPLOYEE_COUNT = ACME_EMPLOYEE_COUNT - ACME_DEMO_ACCOUNTS;
/** Generated person n (1-based) has id FIRST_GENERATED_ID - 1 + n. */
export const FIRST_GENERATED_ID = 10001;

/**
 * Every client's generated people. Acme's ids run from 10001 (and on to 59,989 in the bench's
 * bigger acme, tests/perf/employee-list.mjs), so the other clients' start at 60001.
 */
export const WORKFORCES = {
  acme: {
    clientId: CLIENT_IDS.acme,
    firstId: FIRST_GENERATED_ID,
    count: GENERATED_EMPLOYEE_COUNT,
    domain: 'acme.test',
    nameOffset: 0,
  },
  // 320 people with Globex's four demo accounts.
  globex: { clientId: CLIENT_IDS.globex, firstId: 60001, count: 316, domain: 'globex.test', nameOffset: 17 },
  // 40 with C8 Demo's two.
  localhost: { clientId: CLIENT_IDS.localhost, firstId: 62001, count: 38, domain: 'c8.test', nameOffset: 29 },
} as const satisfies Record<string, Workforce>;

export const ACME_WORKFORCE: Workforce = WORKFORCES.acme;

/** The last id of a workforce's generated people. */
export const lastIdOf = (workforce: Workforce): number => workforce.firstId - 1 + workforce.count;

// Common UK first names and surnames; 48 and 47 are coprime, so the pairs repeat only after 2,256.
const FIRST_NAMES = [
  'Olivia',
  'Amelia',
  'Isla',
  'Ava',
  'Mia',
  'Ivy',
  'Lily',
  'Isabella',
  'Rosie',
  'Sophia',
  'Grace',
  'Freya',
  'Florence',
  'Willow',
  'Evie',
  'Poppy',
  'Ella',
  'Harper',
  'Sienna',
  'Daisy',
  'Ruby',
  'Alice',
  'Chloe',
  'Hannah',
  'Noah',
  'Oliver',
  'George',
  'Arthur',
  'Muhammad',
  'Leo',
  'Harry',
  'Oscar',
  'Archie',
  'Henry',
  'Theodore',
  'Freddie',
  'Jack',
  'Charlie',
  'Thomas',
  'Jacob',
  'Alfie',
  'Finley',
  'Isaac',
  'Joshua',
  'Samuel',
  'Daniel',
  'Ethan',
  'Priya',
] as const;
const SURNAMES = [
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Wilson',
  'Johnson',
  'Davies',
  'Robinson',
  'Wright',
  'Thompson',
  'Evans',
  'Walker',
  'White',
  'Roberts',
  'Green',
  'Hall',
  'Wood',
  'Jackson',
  'Clarke',
  'Patel',
  'Khan',
  'Lewis',
  'Harris',
  'Martin',
  'Cooper',
  'King',
  'Lee',
  'Baker',
  'Harrison',
  'Morgan',
  'Allen',
  'Young',
  'Scott',
  'Mitchell',
  'Hughes',
  'Shah',
  'Ahmed',
  'Kaur',
  'Singh',
  'Campbell',
  'Stewart',
  'Murray',
  'Kelly',
  'Lloyd',
  'Price',
  'Bennett',
] as const;

// A JSON array literal SQLite's json_extract picks the n-th name from.
const namesJson = (names: readonly string[]) => sqlLiteral(JSON.stringify(names));

/**
 * Per generated person n: registered (activated) for 87 in every 100, spread by a stride so
 * neighbours differ; two-factor on for about a third of the registered; born 1960 to 2003; joined
 * on a weekday-ish date across 2025 and 2026 (the registration dates insights read).
 */
const REGISTERED = '((n * 37) % 100) < 87';
// Joined (created_at) (n × 7) mod 680 days after the first day: 6 January 2025 to November 2026.
const JOINED_FROM = '2025-01-06';
const JOINED_SPAN_DAYS = 680;
const TWO_FACTOR_ON = `${REGISTERED} AND ((n * 53) % 10) < 3`;

/** Generated person n as the seed's SQL makes them, for tests that check figures against the seed. */
export type GeneratedPerson = {
  id: number;
  firstName: string;
  surname: string;
  email: string;
  registered: boolean;
};

/** Generated person n's number from their id (ids run from the workforce's firstId). */
export const personNumber = (id: number, workforce: Workforce = ACME_WORKFORCE): number =>
  id - workforce.firstId + 1;

/** The day generated person n joined, 'YYYY-MM-DD', as employeesStatement's created_at has it. */
export function joinedOn(n: number): string {
  const days = (n * 7) % JOINED_SPAN_DAYS;
  return new Date(Date.parse(`${JOINED_FROM}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * When generated person n registered (activated their account), as employeesStatement's
 * registered_at has it: 0 to 3 days after joining, in office hours; null if they have not.
 */
export function registeredAt(n: number): string | null {
  if ((n * 37) % 100 >= 87) return null;
  const joined = Date.parse(`${joinedOn(n)}T00:00:00Z`);
  const at = joined + ((n % 4) * 24 + 9 + ((n * 13) % 9)) * 3_600_000;
  return new Date(at).toISOString();
}

/** Two-factor on, as employeesStatement's totp_secret has it. */
export const twoFactorOn = (n: number): boolean => (n * 37) % 100 < 87 && (n * 53) % 10 < 3;

/** The generated people, computed as employeesStatement's SQL computes them (a test compares both). */
export function generatedPeople(
  workforce: Workforce = ACME_WORKFORCE,
  count = workforce.count,
): GeneratedPerson[] {
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    const firstName = FIRST_NAMES[(n - 1 + workforce.nameOffset) % FIRST_NAMES.length] ?? '';
    const surname = SURNAMES[((n - 1) * 7 + workforce.nameOffset) % SURNAMES.length] ?? '';
    return {
      id: workforce.firstId - 1 + n,
      firstName,
      surname,
      email: `${firstName.toLowerCase()}.${surname.toLowerCase()}.${n}@${workforce.domain}`,
      registered: (n * 37) % 100 < 87,
    };
  });
}

// The columns the generated rows name, checked against the tables' description (data/schema.ts).
const GENERATED_USER_COLUMNS = selection('users', [
  'id',
  'client_id',
  'email',
  'first_name',
  'surname',
  'date_of_birth',
  'user_type',
  'employment_status',
  'password_hash',
  'activated',
  'first_login',
  'totp_secret',
  'created_at',
  'registered_at',
]).sql;
const PENDING_SELECTION_COLUMNS = selection('selections', [
  'id',
  'user_id',
  'benefit_id',
  'status',
  'value',
  'people_covered',
  'start_date',
  'created_at',
]).sql;

// Generated people first..last (1-based n) of a workforce; the demo seed makes 1 to its count.
function employeesStatement(workforce: Workforce, first = 1, last = workforce.count): string {
  const offset = workforce.nameOffset;
  const firstName = `json_extract(${namesJson(FIRST_NAMES)}, '$[' || ((n - 1 + ${offset}) % ${FIRST_NAMES.length}) || ']')`;
  const surname = `json_extract(${namesJson(SURNAMES)}, '$[' || (((n - 1) * 7 + ${offset}) % ${SURNAMES.length}) || ']')`;
  const joined = `date('${JOINED_FROM}', '+' || ((n * 7) % ${JOINED_SPAN_DAYS}) || ' days')`;
  return `WITH RECURSIVE seq(n) AS (SELECT ${first} UNION ALL SELECT n + 1 FROM seq WHERE n < ${last}),
people(n, first_name, surname) AS (SELECT n, ${firstName}, ${surname} FROM seq)
INSERT INTO users (${GENERATED_USER_COLUMNS})
SELECT ${workforce.firstId - 1} + n, ${workforce.clientId},
  lower(first_name) || '.' || lower(surname) || '.' || n || '@${workforce.domain}',
  first_name, surname,
  printf('%04d-%02d-%02d', 1960 + (n * 7) % 44, 1 + (n * 5) % 12, 1 + (n * 3) % 28),
  'employee', NULL, NULL,
  CASE WHEN ${REGISTERED} THEN 1 ELSE 0 END,
  CASE WHEN ${REGISTERED} THEN 0 ELSE 1 END,
  CASE WHEN ${TWO_FACTOR_ON} THEN 'JBSWY3DPEHPK3P' || char(65 + n % 26) || char(65 + (n / 26) % 26) ELSE NULL END,
  strftime('%Y-%m-%dT09:00:00.000Z', ${joined}),
  CASE WHEN ${REGISTERED}
    THEN strftime('%Y-%m-%dT%H:%M:00.000Z', ${joined}, '+' || ((n % 4) * 24 + 9 + (n * 13) % 9) || ' hours')
  END
FROM people`;
}

/**
 * The bench's bigger acme (tests/perf/employee-list.mjs, never the demo data): more generated people
 * after the demo seed's, made the same way, so acme has `headcount` people in all.
 */
export function benchEmployeesStatement(headcount: number): string {
  const last = headcount - ACME_DEMO_ACCOUNTS;
  if (!Number.isInteger(last) || last <= GENERATED_EMPLOYEE_COUNT) {
    throw new Error(`the bench's head count must be above ${ACME_EMPLOYEE_COUNT}`);
  }
  return employeesStatement(ACME_WORKFORCE, GENERATED_EMPLOYEE_COUNT + 1, last);
}

/**
 * Selections awaiting approval of generated people (ids 70001 on), on two benefits: person
 * firstPerson + personStride × k for the k-th, registered people, none the same.
 */
export const GENERATED_PENDING = {
  cycleToWork: {
    firstSelectionId: 70001,
    count: 6,
    benefitId: BENEFIT_IDS.acme.cycleToWork,
    firstPerson: 1,
    personStride: 97,
  },
  buyAnnualLeave: {
    firstSelectionId: 70101,
    count: 4,
    benefitId: BENEFIT_IDS.acme.buyAnnualLeave,
    firstPerson: 50,
    personStride: 89,
  },
} as const;

type PendingSet = (typeof GENERATED_PENDING)[keyof typeof GENERATED_PENDING];

/** The ids of the people whose requests of a benefit await approval (their other rows leave it alone). */
export function pendingPeopleIds({ count, firstPerson, personStride }: PendingSet): number[] {
  return Array.from({ length: count }, (_, k) => FIRST_GENERATED_ID - 1 + firstPerson + personStride * k);
}

function pendingStatement(
  { firstSelectionId, count, benefitId, firstPerson, personStride }: PendingSet,
  value: string,
): string {
  // Requested in November 2026, two days apart; a selection starts the day it is made (as the demo's).
  const requested = `datetime('2026-11-02 09:00:00', '+' || (k * 2) || ' days', '+' || k || ' hours')`;
  return `WITH RECURSIVE seq(k) AS (SELECT 0 UNION ALL SELECT k + 1 FROM seq WHERE k < ${count - 1})
INSERT INTO selections (${PENDING_SELECTION_COLUMNS})
SELECT ${firstSelectionId} + k, u.id, ${benefitId}, 'awaiting-approval', ${value},
  json_array(u.first_name || ' ' || u.surname),
  date(${requested}), strftime('%Y-%m-%dT%H:%M:%S.000Z', ${requested})
FROM seq JOIN users u ON u.id = ${FIRST_GENERATED_ID - 1 + firstPerson} + ${personStride} * k`;
}

/** The statements that add every client's generated people and acme's selections awaiting approval. */
export function generatedEmployeeStatements(): string[] {
  return [
    ...Object.values(WORKFORCES).map((workforce) => employeesStatement(workforce)),
    pendingStatement(GENERATED_PENDING.cycleToWork, '450 + (k * 235) % 1500'),
    pendingStatement(GENERATED_PENDING.buyAnnualLeave, '1 + k % 5'),
  ];
}
