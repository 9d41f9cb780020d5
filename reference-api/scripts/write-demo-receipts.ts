/// <reference types="node" />
// Writes the demo receipts' bytes (src/seed/demo-claims.ts) as files, with a manifest of their keys
// and types, for `wrangler r2 object put --local` (scripts/prepare-database.mjs).
// Usage: npx node reference-api/scripts/write-demo-receipts.ts OUTDIR
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { demoReceipts } from '../src/seed/demo-claims.ts';

const outDir = process.argv[2];
if (!outDir) {
  console.error('usage: npx node reference-api/scripts/write-demo-receipts.ts OUTDIR');
  process.exit(2);
}

await mkdir(outDir, { recursive: true });
const manifest = await Promise.all(
  demoReceipts.map(async ({ key, contentType, bytes }, index) => {
    const file = join(outDir, `receipt-${index}`);
    await writeFile(file, bytes);
    return { key, contentType, file };
  }),
);
await writeFile(join(outDir, 'manifest.json'), JSON.stringify(manifest, null, 2));
console.log(`wrote ${manifest.length} demo receipts to ${outDir}`);
