// Bindings that exist only in the test worker (see vitest.config.ts).
declare namespace Cloudflare {
  interface Env {
    REF_DB: D1Database;
    TEST_MIGRATIONS: import('cloudflare:test').D1Migration[];
  }
}
