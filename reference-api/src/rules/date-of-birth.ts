// Dates of birth as the portal sends them (spec section 3, Date of birth): DD/MM/YYYY to verify, and
// YYYY/MM/DD with the reset or activation itself. Both become the ISO YYYY-MM-DD the users table holds.

export const INVALID_DATE_OF_BIRTH = 'This date of birth is not valid';

const DAY_FIRST = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const YEAR_FIRST = /^(\d{4})\/(\d{2})\/(\d{2})$/;

/** '15/04/1990' → '1990-04-15'; null unless it is a real calendar date in exactly that form. */
export function parseDayFirstDate(text: string): string | null {
  const match = DAY_FIRST.exec(text);
  return match ? isoDate(match[3], match[2], match[1]) : null;
}

/** '1990/04/15' → '1990-04-15'; null unless it is a real calendar date in exactly that form. */
export function parseYearFirstDate(text: string): string | null {
  const match = YEAR_FIRST.exec(text);
  return match ? isoDate(match[1], match[2], match[3]) : null;
}

function isoDate(
  yearText: string | undefined,
  monthText: string | undefined,
  dayText: string | undefined,
): string | null {
  const year = Number(yearText);
  const month = Number(monthText);
  const day = Number(dayText);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return null;
  }
  return `${yearText}-${monthText}-${dayText}`;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

function daysInMonth(year: number, month: number): number {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
}
