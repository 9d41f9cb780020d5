// Runs once per Worker test run, in workerd, from tests/setup/reference-db-snapshot.ts: applies the
// reference API's migrations to a real D1 database exactly as `applyD1Migrations` (cloudflare:test)
// does, loads the demo seed, and answers with that database as SQL statements. Each test file then
// loads the statements in one batch instead of applying every migration and the seed again.

type D1Migration = { name: string; queries: string[] };
type SnapshotEnv = { MIGRATED: D1Database; RELOADED: D1Database };

const USER_OBJECTS = "sql IS NOT NULL AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'";

/** cloudflare:test's applyD1Migrations, which cannot be imported outside a test file. */
async function applyMigrations(db: D1Database, migrations: readonly D1Migration[]): Promise<void> {
  await db
    .prepare(
      `CREATE TABLE IF NOT EXISTS "d1_migrations" (
		id         INTEGER PRIMARY KEY AUTOINCREMENT,
		name       TEXT UNIQUE,
		applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
	);`,
    )
    .run();
  const record = db.prepare('INSERT INTO "d1_migrations" (name) VALUES (?);');
  for (const migration of migrations) {
    await db.batch([...migration.queries.map((query) => db.prepare(query)), record.bind(migration.name)]);
  }
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The database as statements that rebuild it: tables as SQLite stored them, their rows (SQLite's own
 * quote(), so text, numbers, NULLs and blobs come back as they were), AUTOINCREMENT counters, then
 * indexes and triggers, created after the rows so that no trigger fires for a row copied.
 */
async function dump(db: D1Database): Promise<string[]> {
  const { results: objects } = await db
    .prepare(`SELECT type, name, sql FROM sqlite_master WHERE ${USER_OBJECTS} ORDER BY rowid`)
    .all<{ type: string; name: string; sql: string }>();
  const tables = objects.filter((object) => object.type === 'table');
  // D1 enforces foreign keys; deferred, they are checked when the batch commits.
  const statements = ['PRAGMA defer_foreign_keys = on', ...tables.map((table) => table.sql)];
  for (const table of tables) {
    const { results: columns } = await db
      .prepare('SELECT name FROM pragma_table_info(?) ORDER BY cid')
      .bind(table.name)
      .all<{ name: string }>();
    const row = columns.map((column) => `quote(${quoted(column.name)})`).join(" || ',' || ");
    const { results: rows } = await db
      .prepare(`SELECT ${row} AS v FROM ${quoted(table.name)} ORDER BY rowid`)
      .all<{ v: string }>();
    for (let start = 0; start < rows.length; start += 200) {
      const values = rows.slice(start, start + 200).map(({ v }) => `(${v})`);
      statements.push(`INSERT INTO ${quoted(table.name)} VALUES ${values.join(',')}`);
    }
  }
  const { results: counters } = await db
    .prepare('SELECT quote(name) AS name, seq FROM sqlite_sequence ORDER BY rowid')
    .all<{ name: string; seq: number }>();
  statements.push('DELETE FROM sqlite_sequence');
  for (const { name, seq } of counters) {
    statements.push(`INSERT INTO sqlite_sequence (name, seq) VALUES (${name}, ${seq})`);
  }
  statements.push(...objects.filter((object) => object.type !== 'table').map((object) => object.sql));
  return statements;
}

/** Everything a test could read: the schema as stored, every row in order, the counters. */
async function contents(db: D1Database): Promise<string> {
  const { results: objects } = await db
    .prepare(`SELECT type, name, tbl_name, sql FROM sqlite_master WHERE ${USER_OBJECTS} ORDER BY type, name`)
    .all<{ type: string; name: string }>();
  const parts: unknown[] = [objects];
  for (const { name } of objects.filter((object) => object.type === 'table')) {
    parts.push((await db.prepare(`SELECT * FROM ${quoted(name)} ORDER BY rowid`).raw()) as unknown[]);
  }
  parts.push(await db.prepare('SELECT * FROM sqlite_sequence ORDER BY name').raw());
  return JSON.stringify(parts);
}

export default {
  async fetch(request: Request, env: SnapshotEnv): Promise<Response> {
    const { migrations, seed } = await request.json<{ migrations: D1Migration[]; seed: string[] }>();
    await applyMigrations(env.MIGRATED, migrations);
    await env.MIGRATED.batch(seed.map((statement) => env.MIGRATED.prepare(statement)));
    const statements = await dump(env.MIGRATED);
    // The snapshot must give back exactly the database the migrations and the seed made.
    await env.RELOADED.batch(statements.map((statement) => env.RELOADED.prepare(statement)));
    if ((await contents(env.RELOADED)) !== (await contents(env.MIGRATED))) {
      return new Response('The reloaded snapshot differs from the migrated and seeded database', {
        status: 500,
      });
    }
    return Response.json(statements);
  },
};
