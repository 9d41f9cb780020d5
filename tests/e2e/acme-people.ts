// Acme's people as the seed makes them (reference-api/src/seed), so the employee data journeys
// compute the figures they expect from the data itself rather than from numbers written down.
import { CLIENT_IDS, demoUsers } from '#reference-api/seed/demo-data.ts';
import { generatedPeople } from '#reference-api/seed/generated-employees.ts';
import { generatedLifeEvents } from '#reference-api/seed/generated-life-events.ts';
import { demoLifeEvents } from '#reference-api/seed/profile-family.ts';

export type AcmePerson = { firstName: string; surname: string; email: string; registered: boolean };

export function acmePeople(): AcmePerson[] {
  return [
    ...demoUsers
      .filter((user) => user.client_id === CLIENT_IDS.acme)
      .map((user) => ({
        firstName: user.first_name,
        surname: user.surname,
        email: user.email,
        registered: user.activated,
      })),
    ...generatedPeople(),
  ];
}

const startsWith = (value: string, prefix: string) => value.toLowerCase().startsWith(prefix.toLowerCase());

/** The list's search (docs/decisions/026): the start of a first name, surname, e-mail or full name. */
export function matchesSearch(person: AcmePerson, search: string): boolean {
  const space = search.indexOf(' ');
  const fullName =
    space > 0 &&
    person.firstName.toLowerCase() === search.slice(0, space).toLowerCase() &&
    startsWith(person.surname, search.slice(space + 1).trim());
  return (
    startsWith(person.firstName, search) ||
    startsWith(person.surname, search) ||
    startsWith(person.email, search) ||
    fullName
  );
}

/** The percentage registered as the page shows it: one decimal place (spec section 9). */
export function percentageText(registered: number, employees: number): string {
  return `${(Math.round((registered / employees) * 1000) / 10).toFixed(1)}%`;
}

export const grouped = (value: number) => value.toLocaleString('en-GB');

/**
 * Who reported a life event in a month ('YYYY-MM'), as [employee id, name], in the order they came
 * in: the rows of that month's life-event report.
 */
export function lifeEventReporters(yearMonth: string): [string, string][] {
  const names = new Map<number, string>([
    ...demoUsers
      .filter((user) => user.client_id === CLIENT_IDS.acme)
      .map((user): [number, string] => [user.id, `${user.first_name} ${user.surname}`]),
    ...generatedPeople().map((person): [number, string] => [
      person.id,
      `${person.firstName} ${person.surname}`,
    ]),
  ]);
  return (
    [...demoLifeEvents, ...generatedLifeEvents()]
      .filter((event) => names.has(event.user_id) && event.created_at.startsWith(yearMonth))
      // The report's order: created_at as text (SQLite's binary order), then id.
      .sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.id - b.id))
      .map((event) => [String(event.user_id), names.get(event.user_id) ?? ''])
  );
}
