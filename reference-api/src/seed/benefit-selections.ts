// The demo accounts' selections and statements for scheme year 2026. Emma has one selection of each
// kind the portal shows (live, awaiting approval, opted out); a few other acme employees have
// selections awaiting approval on two benefits, for the employer's approvals. Rows are written in the
// tables' column names so the seed inserts them as they are.
import type { Insertable, InsertableWith } from '../data/schema.ts';
import { calculateMonthlyCosts } from '../rules/benefits-cost.ts';
import { BENEFIT_IDS, LIFE_COVER_RATE } from './benefit-catalogue.ts';

/** A selections row; every demo selection states these columns (`people_covered`: a JSON array of names). */
export type SelectionSeedRow = InsertableWith<
  'selections',
  | 'id'
  | 'value'
  | 'partner_value'
  | 'monthly_cost'
  | 'employer_monthly_cost'
  | 'people_covered'
  | 'plan_details'
  | 'start_date'
  | 'end_date'
>;

export type ContributionSeedRow = Insertable<'benefit_contributions'>;

const USERS = { emma: 1001, alex: 1002, tara: 1004, tom: 1005, gina: 2001, sid: 2003 } as const;

/** The seeded selection ids the demos and tests name. */
export const SELECTION_IDS = {
  emmaDental: 6001,
  emmaCycleToWork: 6002,
  emmaGym: 6003,
  alexCycleToWork: 6004,
  tomCycleToWork: 6005,
  alexBuyAnnualLeave: 6006,
  taraBuyAnnualLeave: 6007,
  alexLifeAssurance: 6008,
  ginaPension: 6009,
  sidGym: 6010,
  sidMedical: 6011,
} as const;

const { acme, globex } = BENEFIT_IDS;

type SelectionFacts = Pick<SelectionSeedRow, 'id' | 'user_id' | 'benefit_id' | 'status' | 'created_at'> & {
  people_covered: readonly string[];
} & Partial<Omit<SelectionSeedRow, 'people_covered'>>;

// A selection without values whose costs are to be confirmed, started the day it was made: each row
// states only how it differs.
function selection(facts: SelectionFacts): SelectionSeedRow {
  return {
    value: null,
    partner_value: null,
    monthly_cost: null,
    employer_monthly_cost: null,
    plan_details: null,
    start_date: facts.created_at.slice(0, 10),
    end_date: null,
    ...facts,
    people_covered: JSON.stringify(facts.people_covered),
  };
}

// Emma's partner and child, who her family cover includes.
const EMMA_FAMILY = ['Emma Fielding', 'James Fielding', 'Isla Fielding'];

const alexLifeCover = calculateMonthlyCosts(LIFE_COVER_RATE, 150000, null);

// C8 Demo's employee (decision 078): Dana holds two of C8 Demo's three benefits (the pension is
// still hers to choose), so her benefits, statements and total benefits have something to show.
const DANA = 3001;
export const C8_SELECTION_IDS = { danaDental: 6012, danaLifeAssurance: 6013 } as const;
const DANA_DENTAL_COST = 11.8;
const DANA_LIFE_EMPLOYER_COST = 8.5;
const danaSelections: readonly SelectionSeedRow[] = [
  selection({
    id: C8_SELECTION_IDS.danaDental,
    user_id: DANA,
    benefit_id: BENEFIT_IDS.localhost.dental,
    status: 'live',
    monthly_cost: DANA_DENTAL_COST,
    employer_monthly_cost: 0,
    people_covered: ['Dana Cole'],
    start_date: '2026-01-01',
    created_at: '2025-11-12T10:15:00.000Z',
  }),
  selection({
    id: C8_SELECTION_IDS.danaLifeAssurance,
    user_id: DANA,
    benefit_id: BENEFIT_IDS.localhost.lifeAssurance,
    status: 'live',
    monthly_cost: 0,
    employer_monthly_cost: DANA_LIFE_EMPLOYER_COST,
    people_covered: ['Dana Cole'],
    start_date: '2026-01-01',
    created_at: '2025-11-12T10:25:00.000Z',
  }),
];

export const demoSelections: readonly SelectionSeedRow[] = [
  selection({
    id: SELECTION_IDS.emmaDental,
    user_id: USERS.emma,
    benefit_id: acme.dental,
    status: 'live',
    monthly_cost: 14.2,
    employer_monthly_cost: 7.1,
    people_covered: EMMA_FAMILY,
    plan_details: 'Family cover, level 2: routine, restorative and emergency treatment',
    start_date: '2026-01-01',
    created_at: '2025-12-08T10:15:00.000Z',
  }),
  selection({
    id: SELECTION_IDS.emmaCycleToWork,
    user_id: USERS.emma,
    benefit_id: acme.cycleToWork,
    status: 'awaiting-approval',
    value: 1200,
    people_covered: ['Emma Fielding'],
    created_at: '2026-11-18T08:42:00.000Z',
  }),
  // Opted out at the end of March: her cta is to reapply.
  selection({
    id: SELECTION_IDS.emmaGym,
    user_id: USERS.emma,
    benefit_id: acme.gym,
    status: 'opted-out',
    monthly_cost: 29.99,
    employer_monthly_cost: 10,
    people_covered: ['Emma Fielding'],
    start_date: '2026-01-01',
    end_date: '2026-03-31',
    created_at: '2025-12-08T10:20:00.000Z',
  }),
  selection({
    id: SELECTION_IDS.alexCycleToWork,
    user_id: USERS.alex,
    benefit_id: acme.cycleToWork,
    status: 'awaiting-approval',
    value: 950,
    people_covered: ['Alex Morgan'],
    created_at: '2026-11-12T13:05:00.000Z',
  }),
  selection({
    id: SELECTION_IDS.tomCycleToWork,
    user_id: USERS.tom,
    benefit_id: acme.cycleToWork,
    status: 'awaiting-approval',
    value: 1850,
    people_covered: ['Tom Becker'],
    created_at: '2026-11-20T17:30:00.000Z',
  }),
  selection({
    id: SELECTION_IDS.alexBuyAnnualLeave,
    user_id: USERS.alex,
    benefit_id: acme.buyAnnualLeave,
    status: 'awaiting-approval',
    value: 2,
    people_covered: ['Alex Morgan'],
    created_at: '2026-11-03T09:10:00.000Z',
  }),
  selection({
    id: SELECTION_IDS.taraBuyAnnualLeave,
    user_id: USERS.tara,
    benefit_id: acme.buyAnnualLeave,
    status: 'awaiting-approval',
    value: 3.5,
    people_covered: ['Tara Quinn'],
    created_at: '2026-11-21T11:00:00.000Z',
  }),
  // A calculated benefit's live selection: £150,000 of cover, the first £50,000 free.
  selection({
    id: SELECTION_IDS.alexLifeAssurance,
    user_id: USERS.alex,
    benefit_id: acme.lifeAssurance,
    status: 'live',
    value: 150000,
    partner_value: 0,
    monthly_cost: alexLifeCover.monthlyCost,
    employer_monthly_cost: alexLifeCover.employerMonthlyCost,
    people_covered: ['Alex Morgan'],
    start_date: '2026-01-01',
    created_at: '2025-12-02T16:40:00.000Z',
  }),
  // Globex's take-up (its dashboard reads the plain take-up endpoint): a pension, a gym membership
  // and a medical plan given up in the summer.
  selection({
    id: SELECTION_IDS.ginaPension,
    user_id: USERS.gina,
    benefit_id: globex.pension,
    status: 'live',
    people_covered: ['Gina Rossi'],
    start_date: '2026-02-01',
    created_at: '2026-01-19T09:30:00.000Z',
  }),
  selection({
    id: SELECTION_IDS.sidGym,
    user_id: USERS.sid,
    benefit_id: globex.gym,
    status: 'live',
    monthly_cost: 24.5,
    employer_monthly_cost: 10,
    people_covered: ['Sid Lowe'],
    created_at: '2026-03-04T12:00:00.000Z',
  }),
  selection({
    id: SELECTION_IDS.sidMedical,
    user_id: USERS.sid,
    benefit_id: globex.medical,
    status: 'opted-out',
    people_covered: ['Sid Lowe'],
    start_date: '2026-01-01',
    end_date: '2026-06-30',
    created_at: '2025-12-10T15:45:00.000Z',
  }),
  ...danaSelections,
];

/** January to October 2026: the months payroll has run so far (statements have a line for each). */
export const PAYROLL_MONTHS_PAID = 10;

const monthlyLines = (line: Omit<ContributionSeedRow, 'year' | 'month'>): ContributionSeedRow[] =>
  Array.from({ length: PAYROLL_MONTHS_PAID }, (_, index) => ({ ...line, year: 2026, month: index + 1 }));

export const demoContributions: readonly ContributionSeedRow[] = [
  // Emma's dental premiums.
  ...monthlyLines({
    user_id: USERS.emma,
    group_code: 'dental',
    employee_contribution: 14.2,
    employer_contribution: 7.1,
  }),
  // Dana's (C8 Demo, decision 078): her dental premium, and the life cover C8 Demo pays for.
  ...monthlyLines({
    user_id: DANA,
    group_code: 'dental',
    employee_contribution: DANA_DENTAL_COST,
    employer_contribution: 0,
  }),
  ...monthlyLines({
    user_id: DANA,
    group_code: 'life',
    employee_contribution: 0,
    employer_contribution: DANA_LIFE_EMPLOYER_COST,
  }),
];
