import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { inject } from 'vitest';
import { demoReceipts } from '../../reference-api/src/seed/demo-claims';
import { runSeedStatements } from '../../reference-api/src/seed/seed-database';

// Migrate and seed before each test file, so every file starts from the demo data of DEMO-DATA.md:
// the database, and the receipts its seeded claims name in the bucket.
await applyD1Migrations(env.REF_DB, env.TEST_MIGRATIONS);
await runSeedStatements(env.REF_DB, inject('referenceSeedStatements'));
await Promise.all(
  demoReceipts.map(({ key, contentType, bytes }) =>
    env.REF_RECEIPTS.put(key, bytes, { httpMetadata: { contentType } }),
  ),
);
