import { TAKE_UP_SEARCH_MAX } from '#contract/dashboard-query-keys';

/** The page and search of a benefit's take-up people, as the detail page's URL keeps them. */
export type TakeUpPeopleState = { page: number; search: string };
export const FIRST_PEOPLE_PAGE: TakeUpPeopleState = { page: 1, search: '' };

/**
 * The people's page and search from the URL, so reload and Back keep them (spec 4, Lists). Apart
 * from the page's calls: the page's route reads it for its title (web/app/router.tsx).
 */
export function takeUpPeopleStateOf(params: URLSearchParams): TakeUpPeopleState {
  const page = Number(params.get('page'));
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    search: (params.get('search') ?? '').slice(0, TAKE_UP_SEARCH_MAX),
  };
}
