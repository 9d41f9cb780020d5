/** The reference API's bindings, as declared in reference-api/wrangler.toml. */
export type Env = {
  DB: D1Database;
  /** Claim receipts (object storage); the claims table keeps each one's key. */
  RECEIPTS: R2Bucket;
  ENVIRONMENT: string;
};

/** Hono's environment for every router of the reference API. */
export type AppEnv = { Bindings: Env };
