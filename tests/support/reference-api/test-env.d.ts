// The portal's test worker reaches the reference API through this service binding (vitest.config.ts);
// declared exactly as the portal's generated types do, so the two declarations merge.
declare namespace Cloudflare {
  interface Env {
    UPSTREAM?: Fetcher /* reference-api */;
  }
}
