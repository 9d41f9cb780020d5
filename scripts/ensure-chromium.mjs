// Playwright cannot download browsers on these machines: use Debian's Chromium, installing it
// when missing (CI runs as root on a fresh machine). Elsewhere Playwright's own Chromium is used.
import { existsSync } from 'node:fs';
import { run } from './run.mjs';

export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

export function ensureChromium() {
  if (process.env.CHROMIUM_PATH || existsSync(SYSTEM_CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('Installing Chromium from Debian packages for the browser tests…');
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], {
      env: { DEBIAN_FRONTEND: 'noninteractive' },
    });
    return;
  }
  console.log(
    'No system Chromium: Playwright will use its own (run `npx playwright install chromium` once).',
  );
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
