// Life events acme's generated people reported this year (docs/decisions/051): about one registered
// person in eleven, weighted as a workforce's year goes (house moves and changed hours most, a
// bereavement rarely), reported within a fortnight of the event. The life-event reports read them.
import { CLIENT_IDS, SCHEME_YEAR } from './demo-data.ts';
import { type GeneratedPerson, generatedPeople, joinedOn, personNumber } from './generated-employees.ts';
import { LAST_CHOICE_DAY } from './generated-selections.ts';
import { demoLifeEventTypes, type LifeEventSeedRow } from './profile-family.ts';
import { addDays, dayBetween, instantOn, laterOf } from './seed-calendar.ts';
import { seededRandom } from './seeded-random.ts';
import { insertRowBatches } from './sql-literal.ts';

/** Generated life event ids run from here, in person order. */
export const FIRST_GENERATED_LIFE_EVENT_ID = 76001;

/** Share of registered people who reported a life event this year. */
const REPORTERS = 0.09;

// How often each of acme's event types comes up, by its name (profile-family.ts).
const WEIGHTS: Readonly<Record<string, number>> = {
  'Marriage or civil partnership': 4,
  'Birth or adoption of a child': 4,
  'Divorce or dissolution': 2,
  'Death of a partner or dependant': 1,
  'Change of working hours': 5,
  'Moving house': 6,
};

const WEIGHTED_TYPE_IDS: readonly number[] = demoLifeEventTypes
  .filter((type) => type.client_id === CLIENT_IDS.acme)
  .flatMap((type) => Array.from({ length: WEIGHTS[type.name] ?? 1 }, () => type.id));

const FIRST_EVENT_DAY = `${SCHEME_YEAR}-01-01`;

function lifeEventOf(person: GeneratedPerson, id: number): LifeEventSeedRow | null {
  const random = seededRandom(`life-event:${person.id}`);
  if (!person.registered || !random.chance(REPORTERS)) return null;
  const joined = joinedOn(personNumber(person.id));
  const eventDate = dayBetween(random, laterOf(joined, FIRST_EVENT_DAY), addDays(LAST_CHOICE_DAY, -5));
  if (eventDate === null) return null;
  const reported = addDays(eventDate, random.int(0, 14));
  return {
    id,
    user_id: person.id,
    life_event_type_id: random.pick(WEIGHTED_TYPE_IDS),
    event_date: eventDate,
    created_at: instantOn(random, reported > LAST_CHOICE_DAY ? LAST_CHOICE_DAY : reported),
  };
}

/** Every generated life event, in id order (the e2e reports journey reads its figures from here). */
export function generatedLifeEvents(
  people: readonly GeneratedPerson[] = generatedPeople(),
): LifeEventSeedRow[] {
  const rows: LifeEventSeedRow[] = [];
  for (const person of people) {
    const row = lifeEventOf(person, FIRST_GENERATED_LIFE_EVENT_ID + rows.length);
    if (row) rows.push(row);
  }
  return rows;
}

export function generatedLifeEventStatements(): string[] {
  return insertRowBatches('life_events', generatedLifeEvents());
}
