// `npm run bench`: performance figures and their budgets. Prints one table, writes it to
// docs/performance.md and exits non-zero when a budget is missed. Figures, never timed tests.
//
// Today: JavaScript and CSS a first load transfers (gzip), from the build and Vite's manifest:
// the login page (the public entry and the login page's chunks) and the signed-in app's home
// (docs/decisions/011-html-first-public-pages.md). The performance issue adds Lighthouse, BFF
// overhead and shell TTFB rows the same way: one entry in MEASURES each.
import { writeFileSync } from 'node:fs';
import { keyPageSizes, readManifest } from '../../scripts/bundle-sizes.mjs';
import { run } from '../../scripts/run.mjs';

const KB = 1024;

run('npm', ['run', 'build']);

const { login, home } = keyPageSizes(readManifest());

const MEASURES = [
  { name: 'Login page JavaScript (gzip), first load', value: login.js / KB, unit: 'KB', budget: 90 },
  { name: '/app/home/ JavaScript (gzip), first load', value: home.js / KB, unit: 'KB', budget: 170 },
  { name: 'CSS (gzip)', value: login.css / KB, unit: 'KB', budget: 30 },
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
