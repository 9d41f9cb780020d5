// The repositories' INSERT and UPDATE statements, their columns named by a row of the table's type
// (data/schema.ts, docs/decisions/038): a column the table does not have, a value of another type, or
// (for an INSERT) a required column left out fails the type check. Values are always bound (?1, ?2,
// …); only column names, taken in the schema's order from the columns the table has, reach the SQL.
import { type ColumnName, columnsOf, type Insertable, selection, type TableName } from './schema.ts';

/** A value D1 binds: a flag's boolean is bound as 1 or 0, as the seed writes it. */
type Bound = string | number | null;

/** Some columns of a table to write: the changes of an UPDATE. */
export type Changes<T extends TableName> = Readonly<Partial<Insertable<T>>>;

/** The columns a row names (in the schema's order, undefined left out) and their values to bind. */
function cellsOf<T extends TableName>(table: T, row: Changes<T>): { names: string[]; values: Bound[] } {
  const cells = row as Readonly<Record<string, Bound | boolean | undefined>>;
  const names = columnsOf(table).filter((name) => cells[name] !== undefined);
  const values = names.map((name) => {
    const value = cells[name] ?? null;
    return typeof value === 'boolean' ? Number(value) : value;
  });
  return { names, values };
}

const then = (clause: string) => (clause ? ` ${clause}` : '');

/**
 * `INSERT INTO table (a, b, …) VALUES (?1, ?2, …)` for one row of the table's type, its values bound;
 * `clause` follows the values (ON CONFLICT …, RETURNING …).
 */
export function insertInto<T extends TableName>(
  db: D1Database,
  table: T,
  row: Readonly<Insertable<T>>,
  clause = '',
): D1PreparedStatement {
  const { names, values } = cellsOf(table, row);
  if (names.length === 0) throw new RangeError(`empty row for ${table}`);
  const placeholders = names.map((_, index) => `?${index + 1}`).join(', ');
  return db
    .prepare(`INSERT INTO ${table} (${names.join(', ')}) VALUES (${placeholders})${then(clause)}`)
    .bind(...values);
}

/**
 * `UPDATE table SET a = ?n, … WHERE …`: the WHERE clause's own parameters are ?1 … ?k (`params`),
 * the changes are numbered and bound after them; `clause` follows the WHERE clause (RETURNING …).
 */
export function updateOf<T extends TableName>(
  db: D1Database,
  table: T,
  update: { set: Changes<T>; where: string; params: readonly Bound[]; clause?: string },
): D1PreparedStatement {
  const { names, values } = cellsOf(table, update.set);
  if (names.length === 0) throw new RangeError(`no changes for ${table}`);
  const first = update.params.length + 1;
  const assignments = names.map((name, index) => `${name} = ?${first + index}`).join(', ');
  return db
    .prepare(`UPDATE ${table} SET ${assignments} WHERE ${update.where}${then(update.clause ?? '')}`)
    .bind(...update.params, ...values);
}

/** The checked column list of an INSERT … SELECT: `a, b, c`. */
export function columnList<T extends TableName, const K extends ColumnName<T>>(
  table: T,
  names: readonly K[],
): string {
  return selection(table, names).sql;
}
