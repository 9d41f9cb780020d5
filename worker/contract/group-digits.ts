/**
 * A whole number (or its digits) with its thousands grouped as en-GB writes them (50000 ▸ '50,000'),
 * without `Intl`: the first `Intl` formatter a page creates starts ICU, some 15 ms (60 on a phone)
 * inside the task that made it (decision 030). web/lib/en-gb-format.ts groups with it too.
 */
export function groupDigits(value: number | string): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
