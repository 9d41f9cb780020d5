import { fileURLToPath } from 'node:url';
import { cloudflareTest } from '@cloudflare/vitest-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { unstable_readConfig } from 'wrangler';
import { linguiPlugins } from './scripts/lingui-plugins.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Shared by the portal's test worker (as REF_DB, to load the migrated and seeded database into it) and the reference API
// auxiliary worker (as DB): Miniflare keys D1 storage by id, so both see one database.
const REFERENCE_DB_ID = 'reference-api-test';
// The same for the reference API's receipts bucket: its tests read what an upload stored (REF_RECEIPTS).
const REFERENCE_RECEIPTS_ID = 'reference-api-receipts-test';

// The portal's bindings come from wrangler.toml itself; only the service binding is rewired to the
// auxiliary reference API, and the environment is 'test'.
const portal = unstable_readConfig({ config: here('./wrangler.toml') });

export default defineConfig({
  test: {
    // The Worker's own JSON log lines (docs/decisions/029), one per request, are kept out of the
    // report; the tests that read them capture the console themselves.
    onConsoleLog: (log) => !log.startsWith('{"level":'),
    projects: [
      {
        plugins: [
          ...linguiPlugins(),
          cloudflareTest(async () => ({
            main: here('./worker/index.ts'),
            miniflare: {
              compatibilityDate: '2026-10-01',
              compatibilityFlags: ['nodejs_compat'],
              bindings: {
                ...portal.vars,
                ENVIRONMENT: 'test',
              },
              kvNamespaces: portal.kv_namespaces.map((namespace) => namespace.binding),
              ratelimits: Object.fromEntries(
                portal.ratelimits.map((limiter) => [
                  limiter.name,
                  { namespace_id: limiter.namespace_id, simple: limiter.simple },
                ]),
              ),
              d1Databases: { REF_DB: REFERENCE_DB_ID },
              r2Buckets: { REF_RECEIPTS: REFERENCE_RECEIPTS_ID },
              serviceBindings: { UPSTREAM: 'reference-api' },
              assets: { directory: here('./tests/fixtures/assets'), binding: 'ASSETS' },
              workers: [
                {
                  name: 'reference-api',
                  modules: true,
                  scriptPath: here('./.tmp/reference-api/index.js'),
                  compatibilityDate: '2026-10-01',
                  compatibilityFlags: ['nodejs_compat'],
                  bindings: { ENVIRONMENT: 'test' },
                  d1Databases: { DB: REFERENCE_DB_ID },
                  r2Buckets: { RECEIPTS: REFERENCE_RECEIPTS_ID },
                },
              ],
            },
          })),
        ],
        resolve: {
          alias: {
            'styled-system': here('./styled-system'),
            '@portal/app-page-renderer': here('./web/app/render-app-page.tsx'),
          },
        },
        test: {
          name: 'worker',
          // Tests that need the Workers runtime, D1 or the reference API; pure ones are *.unit.test.ts.
          include: ['worker/**/*.test.ts', 'reference-api/**/*.test.ts', 'tests/security/**/*.test.ts'],
          exclude: ['**/*.unit.test.ts', 'worker/contract/**'],
          // The first test of a run that serves a signed-in page imports the SPA's renderer (its
          // whole module graph, transformed on first use): 36-71 s measured on two busy cores, once
          // per test worker (isolate: false). The limit is there to catch a hang, not to time it.
          testTimeout: 120_000,
          // One workerd per test worker, reused from file to file: starting one for each of ~110
          // files, and importing the SPA's renderer into each, was most of this project's time.
          // Each file still starts from the demo data (tests/setup/reference-db.ts empties first).
          isolate: false,
          globalSetup: [here('./tests/setup/reference-api-global-setup.ts')],
          setupFiles: [here('./tests/setup/reference-db.ts'), here('./tests/setup/quiet-request-log.ts')],
        },
      },
      {
        // Contract modules declare some of their texts with Lingui's macros (docs/decisions/085).
        plugins: [...linguiPlugins()],
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'worker/**/*.unit.test.ts',
            'reference-api/**/*.unit.test.ts',
            'scripts/**/*.unit.test.ts',
            'tests/fixtures/**/*.unit.test.ts',
            'tests/perf/**/*.unit.test.ts',
          ],
        },
      },
      {
        plugins: [...linguiPlugins(), react()],
        resolve: { alias: { 'styled-system': here('./styled-system') } },
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['web/**/*.test.{ts,tsx}', 'worker/contract/**/*.test.ts'],
          setupFiles: [here('./tests/setup/web.ts')],
        },
      },
    ],
  },
});
