// CSV text for report downloads (RFC 4180): every field quoted when it needs to be, and a field that
// a spreadsheet would run as a formula (= + - @ at the start) prefixed with an apostrophe.

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvText(rows: readonly (readonly string[])[]): string {
  return rows
    .map((row) => row.map(csvField).join(','))
    .join('\r\n')
    .concat('\r\n');
}
