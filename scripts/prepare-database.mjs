// Applies the reference API's D1 migrations locally and (re)loads the demo data of DEMO-DATA.md,
// the demo receipts' bytes included (its RECEIPTS bucket, beside D1 in the same state directory).
import { mkdirSync, readFileSync } from 'node:fs';
import { quietWrangler, run } from './run.mjs';

export const PERSIST_DIR = '.wrangler/state';
const SEED_FILE = '.wrangler/seed.sql';
const RECEIPTS_DIR = '.wrangler/demo-receipts';
const RECEIPTS_BUCKET = 'reference-api-receipts';
const local = ['--local', '-c', 'reference-api/wrangler.toml', '--persist-to', PERSIST_DIR];

export function prepareDatabase() {
  mkdirSync('.wrangler', { recursive: true });
  run('wrangler', ['d1', 'migrations', 'apply', 'DB', ...local], { env: quietWrangler });
  run('node', ['reference-api/scripts/write-seed-sql.ts', SEED_FILE]);
  run('wrangler', ['d1', 'execute', 'DB', '--file', SEED_FILE, ...local], { env: quietWrangler });
  run('node', ['reference-api/scripts/write-demo-receipts.ts', RECEIPTS_DIR]);
  const receipts = JSON.parse(readFileSync(`${RECEIPTS_DIR}/manifest.json`, 'utf8'));
  for (const { key, contentType, file } of receipts) {
    run(
      'wrangler',
      [
        'r2',
        'object',
        'put',
        `${RECEIPTS_BUCKET}/${key}`,
        '--file',
        file,
        '--content-type',
        contentType,
        ...local,
      ],
      { env: quietWrangler },
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) prepareDatabase();
