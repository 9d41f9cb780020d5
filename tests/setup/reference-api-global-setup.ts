import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { TestProject } from 'vitest/node';
import { demoReceipts } from '#reference-api/seed/demo-claims.ts';
import { buildSeedStatements } from '#reference-api/seed/seed-sql.ts';
import { referenceDatabaseSnapshot } from './reference-db-snapshot';

/**
 * Runs once before the Worker tests. The reference API runs beside the portal in workerd as an
 * auxiliary worker, which Miniflare needs as one bundled script; esbuild makes it from source in
 * well under a second. The database every test file starts from (migrated and seeded, with its
 * password hashes, the slow part of the seed) is made here once instead of in every test file.
 */
export default async function referenceApiGlobalSetup(project: TestProject) {
  await build({
    entryPoints: [fileURLToPath(new URL('../../reference-api/src/index.ts', import.meta.url))],
    outfile: fileURLToPath(new URL('../../.tmp/reference-api/index.js', import.meta.url)),
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    conditions: ['workerd', 'worker', 'browser'],
    // The neutral platform reads no package.json main field by default; CommonJS packages such as
    // papaparse (the reference API's CSV reader) name their entry only there (its browser build has no
    // Node stream support, which the Workers runtime does not need).
    mainFields: ['browser', 'module', 'main'],
    external: ['cloudflare:*', 'node:*'],
    logLevel: 'warning',
  });
  const seed = await buildSeedStatements();
  // Tests that load the demo data again (beforeEach in a few files) run the seed itself.
  project.provide('referenceSeedStatements', seed);
  project.provide('referenceDatabase', await referenceDatabaseSnapshot(seed));
  project.provide(
    'referenceReceipts',
    demoReceipts.map(({ key, contentType, bytes }) => ({ key, contentType, bytes: [...bytes] })),
  );
}
