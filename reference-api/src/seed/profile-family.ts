// Contact details, family members and life-event types of the demo (DEMO-DATA.md: Emma has a partner
// and a child on file; her family cover names James and Isla). docs/decisions/021.

import type { InsertableWith, Row } from '../data/schema.ts';
import { CLIENT_IDS } from './demo-data.ts';
import { sqlIdentifier, sqlLiteral } from './sql-literal.ts';

const EMMA = 1001;
const DANA = 3001;
const SEEDED_AT = '2025-11-03T09:00:00.000Z';

/** A person's contact details: the users row's contact columns, by its id. */
export type ContactDetailsSeed = { user_id: Row<'users'>['id'] } & Pick<
  Row<'users'>,
  'phone' | 'address_line_1' | 'address_line_2' | 'town' | 'postcode'
>;

export const demoContactDetails: readonly ContactDetailsSeed[] = [
  {
    user_id: EMMA,
    phone: '07700 900123',
    address_line_1: '14 Harbour View',
    address_line_2: 'Clifton',
    town: 'Bristol',
    postcode: 'BS8 4RE',
  },
];

/** `UPDATE users SET …` for one account's contact details (the users rows are inserted before). */
export function contactDetailsStatement({ user_id, ...fields }: ContactDetailsSeed): string {
  const assignments = Object.entries(fields)
    .map(([column, value]) => `${sqlIdentifier(column)} = ${sqlLiteral(value)}`)
    .join(', ');
  return `UPDATE users SET ${assignments} WHERE id = ${sqlLiteral(user_id)}`;
}

export type FamilyMemberSeedRow = InsertableWith<'family_members', 'id'>;

/** The seeded family member ids the demos and tests name. */
export const FAMILY_MEMBER_IDS = { emmaPartner: 7001, emmaChild: 7002, emmaFormerPartner: 7003 } as const;

export const demoFamilyMembers: readonly FamilyMemberSeedRow[] = [
  {
    id: FAMILY_MEMBER_IDS.emmaPartner,
    user_id: EMMA,
    title: 'Mr',
    first_name: 'James',
    surname: 'Fielding',
    date_of_birth: '1983-09-30',
    gender_id: 2,
    famtype_id: 1,
    active: true,
    ft_edu_ends: null,
    registered_disabled: false,
    created_at: SEEDED_AT,
    updated_at: SEEDED_AT,
  },
  {
    id: FAMILY_MEMBER_IDS.emmaChild,
    user_id: EMMA,
    title: 'Miss',
    first_name: 'Isla',
    surname: 'Fielding',
    date_of_birth: '2014-06-05',
    gender_id: 1,
    famtype_id: 2,
    active: true,
    ft_edu_ends: '2032-07-31',
    registered_disabled: false,
    created_at: SEEDED_AT,
    updated_at: SEEDED_AT,
  },
  // Removed before the scheme year: the server still holds it, the portal lists only active members.
  {
    id: FAMILY_MEMBER_IDS.emmaFormerPartner,
    user_id: EMMA,
    title: 'Mr',
    first_name: 'Daniel',
    surname: 'Hart',
    date_of_birth: '1982-01-17',
    gender_id: 2,
    famtype_id: 1,
    active: false,
    ft_edu_ends: null,
    registered_disabled: false,
    created_at: '2019-04-01T09:00:00.000Z',
    updated_at: '2021-02-15T09:00:00.000Z',
  },
];

export type LifeEventTypeSeedRow = InsertableWith<'life_event_types', 'id'>;

const EVENT_NAMES = [
  'Marriage or civil partnership',
  'Birth or adoption of a child',
  'Divorce or dissolution',
  'Death of a partner or dependant',
  'Change of working hours',
  'Moving house',
] as const;

export const demoLifeEventTypes: readonly LifeEventTypeSeedRow[] = [
  ...EVENT_NAMES.map((name, index) => ({
    id: 7101 + index,
    client_id: CLIENT_IDS.acme,
    position: index + 1,
    name,
  })),
  ...EVENT_NAMES.slice(0, 4).map((name, index) => ({
    id: 7201 + index,
    client_id: CLIENT_IDS.globex,
    position: index + 1,
    name,
  })),
  // C8 Demo's, so its people and its life-event reports have some (decision 078).
  ...EVENT_NAMES.map((name, index) => ({
    id: 7151 + index,
    client_id: CLIENT_IDS.localhost,
    position: index + 1,
    name,
  })),
];

export type LifeEventSeedRow = InsertableWith<'life_events', 'id'>;

// Emma moved house in February, Dana (C8 Demo) changed her working hours in September; their other
// events are theirs to add.
export const demoLifeEvents: readonly LifeEventSeedRow[] = [
  {
    id: 7301,
    user_id: EMMA,
    life_event_type_id: 7106,
    event_date: '2026-02-14',
    created_at: '2026-02-16T10:00:00.000Z',
  },
  {
    id: 7302,
    user_id: DANA,
    life_event_type_id: 7155,
    event_date: '2026-09-01',
    created_at: '2026-09-02T09:30:00.000Z',
  },
];
