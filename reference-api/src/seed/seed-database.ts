import { buildSeedStatements } from './seed-sql.ts';

/** Replaces the demo data in one D1 batch, which D1 runs as a single transaction. */
export async function seedDatabase(db: D1Database): Promise<void> {
  const statements = await buildSeedStatements();
  await db.batch(statements.map((sql) => db.prepare(sql)));
}
