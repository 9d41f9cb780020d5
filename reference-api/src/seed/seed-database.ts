import { buildSeedStatements } from './seed-sql.ts';

/** Replaces the demo data in one D1 batch, which D1 runs as a single transaction. */
export async function seedDatabase(db: D1Database): Promise<void> {
  await runSeedStatements(db, await buildSeedStatements());
}

/** For callers that already hold the statements (the test setup builds them once per run). */
export async function runSeedStatements(db: D1Database, statements: readonly string[]): Promise<void> {
  await db.batch(statements.map((sql) => db.prepare(sql)));
}
