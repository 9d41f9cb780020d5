import { fileURLToPath } from 'node:url';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Shared by the portal's test worker (as REF_DB, to migrate and seed it) and the reference API
// auxiliary worker (as DB): Miniflare keys D1 storage by id, so both see one database.
const REFERENCE_DB_ID = 'reference-api-test';

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [
          cloudflareTest(async () => ({
            main: here('./worker/index.ts'),
            miniflare: {
              compatibilityDate: '2026-10-01',
              compatibilityFlags: ['nodejs_compat'],
              bindings: {
                ENVIRONMENT: 'test',
                TENANT_ROOT_DOMAINS: 'localhost,portal.example',
                THEME_TTL_SECONDS: '300',
                UPSTREAM_V1_URL: 'http://reference-api/v1',
                UPSTREAM_V2_URL: 'http://reference-api/v2',
                TEST_MIGRATIONS: await readD1Migrations(here('./reference-api/migrations')),
              },
              kvNamespaces: ['THEMES'],
              d1Databases: { REF_DB: REFERENCE_DB_ID },
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
                },
              ],
            },
          })),
        ],
        test: {
          name: 'worker',
          include: ['worker/**/*.test.ts', 'reference-api/**/*.test.ts'],
          globalSetup: [here('./tests/setup/bundle-reference-api.ts')],
          setupFiles: [here('./tests/setup/reference-db.ts')],
        },
      },
      {
        plugins: [react()],
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
