/** A CSV cell: text, a number, a yes/no, or nothing. */
export type CsvCell = string | number | boolean | null;

// A text cell a spreadsheet would run as a formula (=, +, -, @, a tab or a return first): it gets a
// leading apostrophe, so opening the file shows the text instead (OWASP "CSV injection"). Numbers are
// numbers, never text, so a negative amount keeps its sign.
const FORMULA_START = /^[=+\-@\t\r]/;

function cellText(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  if (typeof cell === 'boolean') return cell ? 'true' : 'false';
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * RFC 4180 text: a header line, then one line per row, CRLF between lines. It starts with a byte-order
 * mark so a spreadsheet reads it as UTF-8 (names with accents, the pound sign).
 */
export function csvText(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(cellText).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
