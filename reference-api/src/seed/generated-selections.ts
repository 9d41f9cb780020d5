// The generated people's selections for scheme year 2026 (docs/decisions/051, 078), so take-up,
// insights, reports and approvals describe a client people use: nearly everyone in the pension
// (enrolled by payroll on joining, some opted out), about a third with dental cover, fewer on each
// other benefit, some opted out during the year, requests needing approval decided by Alex, a few
// rejected. Most chose in the enrolment window before the year; the rest, and later joiners, during
// it. Every draw comes from a seeded stream per person and benefit, so each build gives the same rows.
import { selectionCosts } from '../rules/benefits-cost.ts';
import { BENEFIT_IDS, type BenefitSeedRow, demoBenefits } from './benefit-catalogue.ts';
import { PAYROLL_MONTHS_PAID, type SelectionSeedRow } from './benefit-selections.ts';
import { demoUsers, SCHEME_YEAR } from './demo-data.ts';
import {
  ACME_WORKFORCE,
  FIRST_GENERATED_ID,
  GENERATED_PENDING,
  type GeneratedPerson,
  generatedPeople,
  joinedOn,
  pendingPeopleIds,
  personNumber,
  WORKFORCES,
  type Workforce,
} from './generated-employees.ts';
import { addDays, dayBetween, instantOn, lastDayOfMonth, laterOf, SEED_TODAY } from './seed-calendar.ts';
import { type SeededRandom, seededRandom } from './seeded-random.ts';
import { insertRowBatches } from './sql-literal.ts';

/** Generated selection ids run from here, in person then catalogue order. */
export const FIRST_GENERATED_SELECTION_ID = 80001;

const SCHEME_START = `${SCHEME_YEAR}-01-01`;
/** The enrolment window for the scheme year: 3 November to 12 December of the year before. */
const ENROLMENT_OPENS = `${SCHEME_YEAR - 1}-11-03`;
const ENROLMENT_DAYS = 40;
/** People who had joined by the window chose there three times in four; the rest during the year. */
const CHOSE_IN_WINDOW = 0.75;
const FIRST_IN_YEAR_DAY = `${SCHEME_YEAR}-01-05`;
/** The last day anyone chose: two days before the seed's today. */
export const LAST_CHOICE_DAY = addDays(SEED_TODAY, -2);
/** Requests needing approval made after October are the ones still awaiting it (GENERATED_PENDING). */
const LAST_DECIDED_REQUEST = lastDayOfMonth(SCHEME_YEAR, PAYROLL_MONTHS_PAID);
/** At the clients whose late requests await approval, this share of the requests are recent ones. */
const RECENT_REQUESTS = 0.2;
const RECENT_REQUESTS_FROM = addDays(LAST_DECIDED_REQUEST, 2);

const idOf = (email: string): number | null => demoUsers.find((user) => user.email === email)?.id ?? null;

type Values = { value: number | null; partner_value: number | null };
const NO_VALUES: Values = { value: null, partner_value: null };

/** How a benefit is taken up among acme's generated people. */
export type Uptake = {
  benefitId: number;
  /** Share of registered people who chose it (the selection live, since opted out, or rejected). */
  chosen: number;
  /** Share of the chosen whose selection has since ended. */
  optedOut: number;
  /** Share of requests the employer turned down (benefits needing approval only). */
  rejected: number;
  /** Everyone is enrolled by payroll on joining, registered or not (the pension). */
  autoEnrolled: boolean;
  values: (random: SeededRandom, person: GeneratedPerson) => Values;
};

const { acme } = BENEFIT_IDS;

const uptake = (benefitId: number, chosen: number, optedOut: number, more: Partial<Uptake> = {}): Uptake => ({
  benefitId,
  chosen,
  optedOut,
  rejected: 0,
  autoEnrolled: false,
  values: () => NO_VALUES,
  ...more,
});

const LIFE_COVER = [
  50000, 50000, 50000, 50000, 75000, 100000, 100000, 150000, 200000, 250000, 300000, 400000,
];
const PARTNER_COVER = [50000, 100000, 100000, 150000, 250000];
const LEAVE_DAYS = [1, 1.5, 2, 2, 2.5, 3, 3, 4, 5];

/** The proportions, in catalogue order (docs/demo-data.md lists them as take-up figures). */
export const ACME_UPTAKE: readonly Uptake[] = [
  uptake(acme.medical, 0.2, 0.08),
  uptake(acme.dental, 0.4, 0.06),
  uptake(acme.gym, 0.3, 0.2),
  uptake(acme.cycleToWork, 0.09, 0, {
    rejected: 0.1,
    values: (random) => ({ value: random.int(30, 250) * 10, partner_value: null }),
  }),
  // Extra contributions (above the standard one) from a third of those who registered.
  uptake(acme.pension, 1, 0.08, {
    autoEnrolled: true,
    values: (random, person) => ({
      value: person.registered && random.chance(0.35) ? random.int(5, 60) * 5 : null,
      partner_value: null,
    }),
  }),
  uptake(acme.lifeAssurance, 0.5, 0.03, {
    values: (random) => ({
      value: random.pick(LIFE_COVER),
      partner_value: random.chance(0.2) ? random.pick(PARTNER_COVER) : 0,
    }),
  }),
  uptake(acme.travel, 0.15, 0.1),
  uptake(acme.willWriting, 0.05, 0),
  uptake(acme.healthCashPlan, 0.25, 0.08),
  uptake(acme.buyAnnualLeave, 0.1, 0, {
    rejected: 0.1,
    values: (random) => ({ value: random.pick(LEAVE_DAYS), partner_value: null }),
  }),
  uptake(acme.personalAccident, 0.1, 0.1),
  uptake(acme.rewardsCard, 0.12, 0),
  uptake(acme.employeeAssistance, 0.3, 0.02),
];

const { globex, localhost } = BENEFIT_IDS;

/** Globex's proportions (docs/decisions/078), in catalogue order. */
export const GLOBEX_UPTAKE: readonly Uptake[] = [
  uptake(globex.medical, 0.25, 0.06),
  uptake(globex.pension, 1, 0.06, { autoEnrolled: true }),
  uptake(globex.cycleToWork, 0.12, 0, {
    rejected: 0.1,
    values: (random) => ({ value: random.int(30, 200) * 10, partner_value: null }),
  }),
  uptake(globex.gym, 0.35, 0.15),
  uptake(globex.dental, 0.45, 0.05),
  uptake(globex.lifeCover, 0.6, 0.02),
];

/** C8 Demo's proportions, in catalogue order. */
export const C8_UPTAKE: readonly Uptake[] = [
  uptake(localhost.dental, 0.45, 0.05),
  uptake(localhost.pension, 1, 0.05, { autoEnrolled: true }),
  uptake(localhost.lifeAssurance, 0.7, 0),
];

/** Who chooses what at one client, and where its selection ids start. */
export type ClientUptake = {
  workforce: Workforce;
  uptake: readonly Uptake[];
  firstSelectionId: number;
  /** The administrator who decided the requests needing approval. */
  decidedBy: number | null;
  /**
   * Acme's requests made after October are exactly the ones seeded as awaiting approval
   * (GENERATED_PENDING), so its generated people make none; at the other clients they await Gus or Drew.
   */
  lateRequestsAwait: boolean;
};

export const CLIENT_UPTAKES = {
  acme: {
    workforce: ACME_WORKFORCE,
    uptake: ACME_UPTAKE,
    firstSelectionId: FIRST_GENERATED_SELECTION_ID,
    decidedBy: idOf('alex.admin@acme.test'),
    lateRequestsAwait: false,
  },
  globex: {
    workforce: WORKFORCES.globex,
    uptake: GLOBEX_UPTAKE,
    firstSelectionId: 86001,
    decidedBy: idOf('gus.admin@globex.test'),
    lateRequestsAwait: true,
  },
  localhost: {
    workforce: WORKFORCES.localhost,
    uptake: C8_UPTAKE,
    firstSelectionId: 89001,
    decidedBy: idOf('demo.admin@c8.test'),
    lateRequestsAwait: true,
  },
} as const satisfies Record<string, ClientUptake>;

function benefitOf(benefitId: number): BenefitSeedRow {
  const benefit = demoBenefits.find((row) => row.id === benefitId);
  if (!benefit) throw new Error(`no seeded benefit ${benefitId}`);
  return benefit;
}

/** A drawn value kept within the benefit's own limits and steps, as the API would take it. */
export function withinLimits(
  value: number | null,
  min: number | null,
  max: number | null,
  step: number | null,
) {
  if (value === null) return null;
  let kept = Math.max(value, min ?? value);
  kept = Math.min(kept, max ?? kept);
  if (step !== null && step > 0) kept = (min ?? 0) + Math.round((kept - (min ?? 0)) / step) * step;
  return kept;
}

type Made = { createdAt: string; startDate: string };

// When the person chose it: payroll enrols on the day they joined; otherwise in the enrolment window
// (the cover starting with the year) or during the year (starting that day), never before joining.
function whenChosen(random: SeededRandom, joined: string, plan: Uptake, lastDay: string): Made | null {
  if (plan.autoEnrolled) return { createdAt: `${joined}T09:00:00.000Z`, startDate: joined };
  let day: string | null;
  if (joined < ENROLMENT_OPENS && random.chance(CHOSE_IN_WINDOW)) {
    day = addDays(ENROLMENT_OPENS, random.int(0, ENROLMENT_DAYS - 1));
  } else if (joined < ENROLMENT_OPENS) {
    day = dayBetween(random, FIRST_IN_YEAR_DAY, lastDay);
  } else {
    const chosenOn = addDays(joined, random.int(3, 45));
    day = chosenOn > lastDay ? null : chosenOn;
  }
  if (day === null) return null;
  return { createdAt: instantOn(random, day), startDate: laterOf(day, SCHEME_START) };
}

// The end of the month they opted out in: from the cover's first month of the year to October.
function optOutDay(random: SeededRandom, startDate: string): string | null {
  const firstMonth = startDate < SCHEME_START ? 1 : Number(startDate.slice(5, 7));
  if (firstMonth > PAYROLL_MONTHS_PAID) return null;
  return lastDayOfMonth(SCHEME_YEAR, random.int(firstMonth, PAYROLL_MONTHS_PAID));
}

function selectionFor(
  person: GeneratedPerson,
  plan: Uptake,
  id: number,
  client: ClientUptake,
): SelectionSeedRow | null {
  const random = seededRandom(`selection:${person.id}:${plan.benefitId}`);
  if (!plan.autoEnrolled && (!person.registered || !random.chance(plan.chosen))) return null;
  const benefit = benefitOf(plan.benefitId);
  const needsApproval = benefit.requires_approval === true;
  const made = whenChosen(
    random,
    joinedOn(personNumber(person.id, client.workforce)),
    plan,
    needsApproval && !client.lateRequestsAwait ? LAST_DECIDED_REQUEST : LAST_CHOICE_DAY,
  );
  if (made === null) return null;
  // At the other clients, some requests are recent ones awaiting approval (decision 078).
  if (needsApproval && client.lateRequestsAwait && random.chance(RECENT_REQUESTS)) {
    const day = dayBetween(random, laterOf(made.startDate, RECENT_REQUESTS_FROM), LAST_CHOICE_DAY);
    if (day !== null) Object.assign(made, { createdAt: instantOn(random, day), startDate: day });
  }
  const awaiting = needsApproval && made.createdAt.slice(0, 10) > LAST_DECIDED_REQUEST;
  const rejected = needsApproval && !awaiting && random.chance(plan.rejected);
  const endDate =
    !rejected && !awaiting && random.chance(plan.optedOut) ? optOutDay(random, made.startDate) : null;
  const drawn = plan.values(random, person);
  const value = withinLimits(drawn.value, benefit.value_min, benefit.value_max, benefit.value_step);
  const partnerValue = withinLimits(
    drawn.partner_value,
    benefit.partner_value_min,
    benefit.partner_value_max,
    benefit.partner_value_step,
  );
  const costs = selectionCosts(
    {
      beamSupported: benefit.beam_supported === true,
      costRatePerThousand: benefit.cost_rate_per_thousand,
      freeCoverCap: benefit.free_cover_cap,
      monthlyCost: benefit.monthly_cost,
      employerMonthlyCost: benefit.employer_monthly_cost,
    },
    value,
    partnerValue,
  );
  const decidedAt =
    needsApproval && !awaiting
      ? instantOn(random, addDays(made.createdAt.slice(0, 10), random.int(1, 4)))
      : null;
  return {
    id,
    user_id: person.id,
    benefit_id: plan.benefitId,
    status: awaiting ? 'awaiting-approval' : rejected ? 'rejected' : endDate === null ? 'live' : 'opted-out',
    value,
    partner_value: partnerValue,
    monthly_cost: costs.monthlyCost,
    employer_monthly_cost: costs.employerMonthlyCost,
    people_covered: JSON.stringify([`${person.firstName} ${person.surname}`]),
    plan_details: null,
    start_date: made.startDate,
    end_date: endDate,
    created_at: made.createdAt,
    decided_by: decidedAt === null ? null : client.decidedBy,
    decided_at: decidedAt,
  };
}

/** Every generated selection of a client (acme's unless told), in id order (a test reads its figures from here). */
export function generatedSelections(
  people: readonly GeneratedPerson[] = generatedPeople(),
  client: ClientUptake = CLIENT_UPTAKES.acme,
): SelectionSeedRow[] {
  // The people whose request of a benefit awaits approval have no other row of it.
  const pending = new Set(
    Object.values(GENERATED_PENDING).flatMap((set) =>
      pendingPeopleIds(set).map((id) => `${id}:${set.benefitId}`),
    ),
  );
  const rows: SelectionSeedRow[] = [];
  for (const person of people) {
    for (const plan of client.uptake) {
      if (pending.has(`${person.id}:${plan.benefitId}`)) continue;
      const row = selectionFor(person, plan, client.firstSelectionId + rows.length, client);
      if (row) rows.push(row);
    }
  }
  return rows;
}

/** Every client's generated selections: acme's, then Globex's and C8 Demo's. */
export function everyGeneratedSelection(): SelectionSeedRow[] {
  return Object.values(CLIENT_UPTAKES).flatMap((client) =>
    generatedSelections(generatedPeople(client.workforce), client),
  );
}

/**
 * Statements for the generated people: a line for each month payroll has run in which a selection
 * with a cost was in force the whole month (started by its first day, not ended before its last),
 * read from the selections just inserted.
 */
export function generatedContributionsStatement(): string {
  const first = `printf('${SCHEME_YEAR}-%02d-01', m.month)`;
  const cost = (column: string) =>
    `CASE WHEN typeof(s.${column}) IN ('integer', 'real') THEN s.${column} ELSE 0 END`;
  return `WITH RECURSIVE m(month) AS (SELECT 1 UNION ALL SELECT month + 1 FROM m WHERE month < ${PAYROLL_MONTHS_PAID})
INSERT INTO benefit_contributions (user_id, group_code, year, month, employee_contribution, employer_contribution)
SELECT s.user_id, b.group_code, ${SCHEME_YEAR}, m.month, ${cost('monthly_cost')}, ${cost('employer_monthly_cost')}
FROM selections s JOIN benefits b ON b.id = s.benefit_id JOIN m
WHERE s.user_id >= ${FIRST_GENERATED_ID} AND s.status IN ('live', 'opted-out')
  AND s.start_date <= ${first} AND (s.end_date IS NULL OR s.end_date >= date(${first}, '+1 month', '-1 day'))
  AND (${cost('monthly_cost')} > 0 OR ${cost('employer_monthly_cost')} > 0)
ORDER BY s.user_id, b.position, m.month`;
}

/** The generated selections, a few hundred rows a statement, then the statements read from them. */
export function generatedSelectionStatements(
  selections: readonly SelectionSeedRow[] = everyGeneratedSelection(),
): string[] {
  return [...insertRowBatches('selections', selections), generatedContributionsStatement()];
}
