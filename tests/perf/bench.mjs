// `npm run bench`: performance figures and their budgets. Prints one table, writes it to
// docs/performance.md and exits non-zero when a budget is missed. Figures, never timed tests.
//
// Today: JavaScript and CSS a first load of each public page transfers (gzip), from the build.
// The performance issue adds Lighthouse, BFF overhead and shell TTFB rows the same way: one
// entry in MEASURES each.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { run } from '../../scripts/run.mjs';

const CLIENT = 'dist/client';
const KB = 1024;

run('npm', ['run', 'build']);

/** The files index.html loads before any route code: entry script, its static imports, CSS. */
function shellFiles() {
  const html = readFileSync(join(CLIENT, 'index.html'), 'utf8');
  return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);
}

function gzipSize(path) {
  return gzipSync(readFileSync(join(CLIENT, path))).length;
}

const files = shellFiles();
const js = files.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipSize(f), 0);
const css = files.filter((f) => f.endsWith('.css')).reduce((sum, f) => sum + gzipSize(f), 0);

const MEASURES = [
  { name: 'Shell JavaScript (gzip), before route code', value: js / KB, unit: 'KB', budget: 90 },
  { name: 'Shell CSS (gzip)', value: css / KB, unit: 'KB', budget: 30 },
];

const rows = MEASURES.map((m) => ({ ...m, ok: m.value <= m.budget }));
const table = [
  '| measure | value | budget | ok |',
  '| --- | ---: | ---: | :---: |',
  ...rows.map(
    (r) =>
      `| ${r.name} | ${r.value.toFixed(1)} ${r.unit} | ≤ ${r.budget} ${r.unit} | ${r.ok ? 'yes' : 'NO'} |`,
  ),
].join('\n');

console.log(`\n${table}\n`);
writeFileSync(
  'docs/performance.md',
  `# Performance\n\nWritten by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}.\n\n${table}\n`,
);
if (rows.some((r) => !r.ok)) {
  console.error('A performance budget was missed.');
  process.exit(1);
}
