// The people behind a benefit's take-up, a page at a time (docs/decisions/052): the same paging as
// the client's other lists (spec section 9: 10 a page), and a search by name or e-mail.

/** Like the employee and two-factor lists (spec section 9). */
export const TAKE_UP_PEOPLE_PER_PAGE = 10;
export const TAKE_UP_SEARCH_MAX = 100;

/** The last page (at least 1) of `total` people. */
export function takeUpLastPage(total: number): number {
  return Math.max(1, Math.ceil(total / TAKE_UP_PEOPLE_PER_PAGE));
}
