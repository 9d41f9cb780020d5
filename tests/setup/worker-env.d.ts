// Bindings that exist only in the test worker (see vitest.config.ts).
declare namespace Cloudflare {
  interface Env {
    REF_DB: D1Database;
    /** The reference API's receipts bucket (its RECEIPTS), to check what an upload stored. */
    REF_RECEIPTS: R2Bucket;
  }
}
