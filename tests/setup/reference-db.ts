import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { seedDatabase } from '../../reference-api/src/seed/seed-database';

// Migrate and seed once per test file; seeding is idempotent (it replaces the demo rows).
await applyD1Migrations(env.REF_DB, env.TEST_MIGRATIONS);
await seedDatabase(env.REF_DB);
