// `npm test`: every check a reviewer would run, in order of speed. Stops at the first failure.
import { ensureChromium } from './ensure-chromium.mjs';
import { run } from './run.mjs';

run('node', ['scripts/copy-fonts.ts']);
run('panda', ['codegen', '--silent']);
// Biome, then the layer rules between web features (scripts/import-boundaries.ts).
run('npm', ['run', 'lint']);
run('npm', ['run', 'typecheck']);
// Both deployed environments, as `wrangler deploy --dry-run` sees them: offline, a few seconds.
run('node', ['scripts/deploy-dry-run.mjs']);
run('vitest', ['run']);
ensureChromium();
run('playwright', ['test', '-c', 'tests/e2e/playwright.config.ts'], { env: { CI: process.env.CI ?? '' } });
