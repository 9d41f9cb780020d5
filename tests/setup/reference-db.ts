import { env } from 'cloudflare:workers';
import { inject } from 'vitest';

// Before each test file, so every file starts from the demo data of DEMO-DATA.md: the database the
// migrations and the seed make (rebuilt from the global setup's snapshot in one batch), and the
// receipts its seeded claims name in the bucket. The Worker project reuses one workerd per test
// worker across files (vitest.config.ts, `isolate: false`), so what an earlier file left is dropped
// first: its tables, its stored objects and its cached themes and revocations.
const existing = await env.REF_DB.prepare(
  "SELECT type, name FROM sqlite_master WHERE type IN ('trigger', 'view', 'table') AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY rowid DESC",
).all<{ type: 'trigger' | 'view' | 'table'; name: string }>();
// Triggers and views name tables: they go before the tables do, and a table before those it refers to
// (the reverse of the order the snapshot created them in).
const dropOrder = { trigger: 0, view: 1, table: 2 } as const;
const drops = existing.results
  .sort((a, b) => dropOrder[a.type] - dropOrder[b.type])
  .map(({ type, name }) => `DROP ${type.toUpperCase()} IF EXISTS "${name.replaceAll('"', '""')}"`);
const statements = ['PRAGMA defer_foreign_keys = on', ...drops, ...inject('referenceDatabase')];
await env.REF_DB.batch(statements.map((statement) => env.REF_DB.prepare(statement)));
await emptyBucket(env.REF_RECEIPTS);
await Promise.all([emptyNamespace(env.THEMES), emptyNamespace(env.SESSION_REVOCATIONS)]);
await Promise.all(
  inject('referenceReceipts').map(({ key, contentType, bytes }) =>
    env.REF_RECEIPTS.put(key, new Uint8Array(bytes), { httpMetadata: { contentType } }),
  ),
);

async function emptyBucket(bucket: R2Bucket): Promise<void> {
  for (let listed = await bucket.list(); listed.objects.length > 0; listed = await bucket.list()) {
    await bucket.delete(listed.objects.map((object) => object.key));
  }
}

async function emptyNamespace(namespace: KVNamespace): Promise<void> {
  for (let listed = await namespace.list(); listed.keys.length > 0; listed = await namespace.list()) {
    await Promise.all(listed.keys.map((key) => namespace.delete(key.name)));
  }
}
