// The seed is plain SQL text (it must also run through `wrangler d1 execute --file`), so values are
// inlined as literals instead of bound; everything that reaches SQL goes through here.
import type { Insertable, TableName } from '../data/schema.ts';

export type SqlValue = string | number | boolean | null;

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

export function sqlLiteral(value: SqlValue): string {
  if (value === null) {
    return 'NULL';
  }
  if (typeof value === 'boolean') {
    return value ? '1' : '0';
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) {
      throw new RangeError(`not a finite number: ${value}`);
    }
    return String(value);
  }
  // SQLite text literals end at a NUL byte, which would silently truncate the value.
  if (value.includes('\0')) {
    throw new RangeError('text must not contain NUL');
  }
  return `'${value.replaceAll("'", "''")}'`;
}

export function sqlIdentifier(name: string): string {
  if (!IDENTIFIER.test(name)) {
    throw new RangeError(`not a plain identifier: ${name}`);
  }
  return name;
}

/** `INSERT INTO table (columns) VALUES (literals)` for one row keyed by column name. */
export function insertStatement(table: string, row: Readonly<Record<string, SqlValue>>): string {
  const entries = Object.entries(row);
  if (entries.length === 0) {
    throw new RangeError(`empty row for ${table}`);
  }
  const columns = entries.map(([column]) => sqlIdentifier(column)).join(', ');
  const values = entries.map(([, value]) => sqlLiteral(value)).join(', ');
  return `INSERT INTO ${sqlIdentifier(table)} (${columns}) VALUES (${values})`;
}

/** `insertStatement` for a row of one of the reference API's tables, typed by data/schema.ts. */
export function insertRow<T extends TableName>(table: T, row: Readonly<Insertable<T>>): string {
  return insertStatement(table, row as unknown as Readonly<Record<string, SqlValue>>);
}

/** One INSERT of many rows of a table, typed by data/schema.ts; every row names the first row's columns. */
export function insertRows<T extends TableName>(table: T, rows: readonly Readonly<Insertable<T>>[]): string {
  const first = rows[0];
  if (!first) throw new RangeError(`no rows for ${table}`);
  const columns = Object.keys(first);
  const values = rows.map((row) => {
    const cells = row as unknown as Readonly<Record<string, SqlValue | undefined>>;
    return `(${columns.map((column) => sqlLiteral(cells[column] ?? null)).join(', ')})`;
  });
  return `INSERT INTO ${sqlIdentifier(table)} (${columns.map(sqlIdentifier).join(', ')}) VALUES ${values.join(', ')}`;
}

/** Rows per INSERT for many rows: D1 refuses a statement longer than 100 KB, so a batch stays well under. */
export const ROWS_PER_INSERT = 200;

/** insertRows a batch of rows at a time, in order (a fast seed: one statement per batch, not per row). */
export function insertRowBatches<T extends TableName>(
  table: T,
  rows: readonly Readonly<Insertable<T>>[],
  size = ROWS_PER_INSERT,
): string[] {
  const statements: string[] = [];
  for (let start = 0; start < rows.length; start += size) {
    statements.push(insertRows(table, rows.slice(start, start + size)));
  }
  return statements;
}
