/**
 * A positive whole number from a path parameter, or null. Apart from the page-data helpers: the
 * route list reads it for a title made from the page's data (web/app/router.tsx).
 */
export function pathId(value: string | undefined): number | null {
  return value && /^[1-9][0-9]{0,14}$/.test(value) ? Number(value) : null;
}
