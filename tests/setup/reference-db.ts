import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { inject } from 'vitest';
import { runSeedStatements } from '../../reference-api/src/seed/seed-database';

// Migrate and seed before each test file, so every file starts from the demo data of DEMO-DATA.md.
await applyD1Migrations(env.REF_DB, env.TEST_MIGRATIONS);
await runSeedStatements(env.REF_DB, inject('referenceSeedStatements'));
