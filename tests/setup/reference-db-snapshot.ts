import { fileURLToPath } from 'node:url';
import { readD1Migrations } from '@cloudflare/vitest-plugin';
import { build } from 'esbuild';
import { convertV4MiniflareOptions, Miniflare } from 'miniflare';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The reference API's database, migrated by its migration files and seeded with the demo data,
 * as SQL statements that rebuild it in one D1 batch (tests/setup/reference-db-snapshot.worker.ts
 * makes them in workerd and checks that they give back the same database). Every Worker test file
 * starts from these instead of applying 23 migrations, table rebuilds included, and the seed again.
 */
export async function referenceDatabaseSnapshot(seed: readonly string[]): Promise<string[]> {
  const scriptPath = here('../../.tmp/reference-db-snapshot/worker.js');
  await build({
    entryPoints: [here('./reference-db-snapshot.worker.ts')],
    outfile: scriptPath,
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    logLevel: 'warning',
  });
  const migrations = await readD1Migrations(here('../../reference-api/migrations'));
  const miniflare = new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      scriptPath,
      compatibilityDate: '2026-10-01',
      d1Databases: { MIGRATED: 'migrated', RELOADED: 'reloaded' },
    }),
  );
  try {
    const response = await miniflare.dispatchFetch('http://snapshot/', {
      method: 'POST',
      body: JSON.stringify({ migrations, seed }),
    });
    if (!response.ok) throw new Error(`Reference database snapshot: ${await response.text()}`);
    return (await response.json()) as string[];
  } finally {
    await miniflare.dispose();
  }
}
