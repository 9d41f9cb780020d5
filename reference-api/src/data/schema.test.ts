import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { SCHEMA, type TableName } from './schema.ts';

// data/schema.ts is the one description of the tables the repositories and the seed are typed by
// (docs/decisions/038); this checks it against the database the migrations build.

type ColumnInfo = { name: string; type: string; notnull: number; dflt_value: string | null; pk: number };

const db = env.REF_DB;
const tables = Object.keys(SCHEMA) as TableName[];

async function columnsOf(table: string): Promise<ColumnInfo[]> {
  const { results } = await db.prepare(`PRAGMA table_info(${table})`).all<ColumnInfo>();
  return results;
}

describe('the schema module', () => {
  it('names every table the migrations create, and no other', async () => {
    const { results } = await db
      .prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`)
      .all<{ name: string }>();
    const created = results
      .map((row) => row.name)
      .filter((name) => !/^(sqlite_|_cf_)/.test(name) && name !== 'd1_migrations');
    expect(created.sort()).toEqual([...tables].sort());
  });

  it.each(tables)(
    '%s: has each column, in order, with its SQL type, nullability and default',
    async (table) => {
      const columns = await columnsOf(table);
      const described = Object.entries(SCHEMA[table]);
      expect(described.map(([name]) => name)).toEqual(columns.map((column) => column.name));
      for (const [name, column] of described) {
        const info = columns.find((candidate) => candidate.name === name);
        const rowid = info?.pk === 1 && info.type === 'INTEGER';
        expect({ name, type: column.type, nullable: column.nullable }).toEqual({
          name,
          type: info?.type,
          nullable: info?.notnull === 0 && info.pk === 0,
        });
        // A column with a default may be left out of an insert; one said to be must have a default or be the rowid.
        if (info?.dflt_value !== null && info?.notnull === 1) expect(column.defaulted, name).toBe(true);
        if (column.defaulted) expect(info?.dflt_value !== null || rowid, name).toBe(true);
      }
    },
  );
});
