import { env } from 'cloudflare:workers';
import { inject } from 'vitest';

// Before each test file, so every file starts from the demo data of DEMO-DATA.md: the database the
// migrations and the seed make (rebuilt from the global setup's snapshot in one batch), and the
// receipts its seeded claims name in the bucket.
const statements = inject('referenceDatabase');
await env.REF_DB.batch(statements.map((statement) => env.REF_DB.prepare(statement)));
await Promise.all(
  inject('referenceReceipts').map(({ key, contentType, bytes }) =>
    env.REF_RECEIPTS.put(key, new Uint8Array(bytes), { httpMetadata: { contentType } }),
  ),
);
