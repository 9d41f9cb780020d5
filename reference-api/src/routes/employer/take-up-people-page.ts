import { z } from 'zod';
import { findTakeUpPeople, type TakeUpPagePersonRow } from '../../data/insights-repository.ts';
import { likePattern } from '../../data/like-pattern.ts';
import { TAKE_UP_PEOPLE_PER_PAGE, TAKE_UP_SEARCH_MAX, takeUpLastPage } from '../../rules/take-up-people.ts';

/** A page of a benefit's take-up people, as both hosts send it (the two-factor list's shape). */
export type TakeUpPeoplePageBody<Person> = {
  data: Person[];
  current_page: number;
  last_page: number;
  per_page: number;
  /** How many people match the search (every current selection of the benefit without one). */
  total: number;
};

export const TAKE_UP_QUERY_INVALID = 'The list query is not valid';

const querySchema = z.object({
  search: z.string().max(TAKE_UP_SEARCH_MAX).default(''),
  page: z
    .string()
    .regex(/^[1-9][0-9]{0,5}$/)
    .default('1'),
});

/** `?page=&search=` of a take-up detail call, or null when it is no such query (answered 422). */
export function parseTakeUpPeopleQuery(raw: Record<string, string>): { page: number; search: string } | null {
  const parsed = querySchema.safeParse(raw);
  return parsed.success ? { page: Number(parsed.data.page), search: parsed.data.search.trim() } : null;
}

/**
 * The asked page of a benefit's people, each as the host names its fields. A page past the last
 * answers no people with the total, as the two-factor list does.
 */
export async function takeUpPeoplePage<Person>(
  db: D1Database,
  where: { clientId: number; benefitId: number; page: number; search: string },
  toBody: (row: TakeUpPagePersonRow) => Person,
): Promise<TakeUpPeoplePageBody<Person>> {
  const { people, total } = await findTakeUpPeople(db, {
    clientId: where.clientId,
    benefitId: where.benefitId,
    searchPattern: where.search === '' ? null : likePattern(where.search),
    page: where.page,
    perPage: TAKE_UP_PEOPLE_PER_PAGE,
  });
  return {
    data: people.map(toBody),
    current_page: where.page,
    last_page: takeUpLastPage(total),
    per_page: TAKE_UP_PEOPLE_PER_PAGE,
    total,
  };
}
