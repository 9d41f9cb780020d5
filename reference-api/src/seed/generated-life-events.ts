// Life events acme's generated people reported this year (docs/decisions/051): about one registered
// person in eleven, weighted as a workforce's year goes (house moves and changed hours most, a
// bereavement rarely), reported within a fortnight of the event. The life-event reports read them.
import { SCHEME_YEAR } from './demo-data.ts';
import {
  ACME_WORKFORCE,
  type GeneratedPerson,
  generatedPeople,
  joinedOn,
  personNumber,
  WORKFORCES,
  type Workforce,
} from './generated-employees.ts';
import { LAST_CHOICE_DAY } from './generated-selections.ts';
import { demoLifeEventTypes, type LifeEventSeedRow } from './profile-family.ts';
import { addDays, dayBetween, instantOn, laterOf } from './seed-calendar.ts';
import { seededRandom } from './seeded-random.ts';
import { insertRowBatches } from './sql-literal.ts';

/** Generated life event ids run from here, in person order: acme's, then the other clients' from 77001. */
export const FIRST_GENERATED_LIFE_EVENT_ID = 76001;
const FIRST_OTHER_CLIENTS_LIFE_EVENT_ID = 77001;

/** Share of registered people who reported a life event this year. */
const REPORTERS = 0.09;
/** At Globex and C8 Demo a few more, so C8 Demo's few dozen people report some (decision 078). */
const SMALL_CLIENT_REPORTERS = 0.15;

// How often each of acme's event types comes up, by its name (profile-family.ts).
const WEIGHTS: Readonly<Record<string, number>> = {
  'Marriage or civil partnership': 4,
  'Birth or adoption of a child': 4,
  'Divorce or dissolution': 2,
  'Death of a partner or dependant': 1,
  'Change of working hours': 5,
  'Moving house': 6,
};

// A client's event type ids, each as many times as its weight.
const weightedTypeIds = (clientId: number): readonly number[] =>
  demoLifeEventTypes
    .filter((type) => type.client_id === clientId)
    .flatMap((type) => Array.from({ length: WEIGHTS[type.name] ?? 1 }, () => type.id));

const FIRST_EVENT_DAY = `${SCHEME_YEAR}-01-01`;

function lifeEventOf(
  person: GeneratedPerson,
  id: number,
  workforce: Workforce,
  typeIds: readonly number[],
  reporters: number,
): LifeEventSeedRow | null {
  const random = seededRandom(`life-event:${person.id}`);
  if (!person.registered || !random.chance(reporters)) return null;
  const joined = joinedOn(personNumber(person.id, workforce));
  const eventDate = dayBetween(random, laterOf(joined, FIRST_EVENT_DAY), addDays(LAST_CHOICE_DAY, -5));
  if (eventDate === null) return null;
  const reported = addDays(eventDate, random.int(0, 14));
  return {
    id,
    user_id: person.id,
    life_event_type_id: random.pick(typeIds),
    event_date: eventDate,
    created_at: instantOn(random, reported > LAST_CHOICE_DAY ? LAST_CHOICE_DAY : reported),
  };
}

/** Every generated life event of a workforce (acme's unless told), in id order (the e2e reports journey reads its figures from here). */
export function generatedLifeEvents(
  people: readonly GeneratedPerson[] = generatedPeople(),
  workforce: Workforce = ACME_WORKFORCE,
  firstId = FIRST_GENERATED_LIFE_EVENT_ID,
  reporters = REPORTERS,
): LifeEventSeedRow[] {
  const typeIds = weightedTypeIds(workforce.clientId);
  const rows: LifeEventSeedRow[] = [];
  for (const person of people) {
    const row = lifeEventOf(person, firstId + rows.length, workforce, typeIds, reporters);
    if (row) rows.push(row);
  }
  return rows;
}

/** Globex's and C8 Demo's generated life events (decision 078), after acme's ids. */
export function otherClientsLifeEvents(): LifeEventSeedRow[] {
  const rows: LifeEventSeedRow[] = [];
  for (const workforce of [WORKFORCES.globex, WORKFORCES.localhost]) {
    rows.push(
      ...generatedLifeEvents(
        generatedPeople(workforce),
        workforce,
        FIRST_OTHER_CLIENTS_LIFE_EVENT_ID + rows.length,
        SMALL_CLIENT_REPORTERS,
      ),
    );
  }
  return rows;
}

export function generatedLifeEventStatements(): string[] {
  return insertRowBatches('life_events', [...generatedLifeEvents(), ...otherClientsLifeEvents()]);
}
