// Applies the reference API's D1 migrations locally and (re)loads the demo data of DEMO-DATA.md.
import { mkdirSync } from 'node:fs';
import { quietWrangler, run } from './run.mjs';

export const PERSIST_DIR = '.wrangler/state';
const SEED_FILE = '.wrangler/seed.sql';
const d1 = ['--local', '-c', 'reference-api/wrangler.toml', '--persist-to', PERSIST_DIR];

export function prepareDatabase() {
  mkdirSync('.wrangler', { recursive: true });
  run('wrangler', ['d1', 'migrations', 'apply', 'DB', ...d1], { env: quietWrangler });
  run('node', ['reference-api/scripts/write-seed-sql.ts', SEED_FILE]);
  run('wrangler', ['d1', 'execute', 'DB', '--file', SEED_FILE, ...d1], { env: quietWrangler });
}

if (import.meta.url === `file://${process.argv[1]}`) prepareDatabase();
