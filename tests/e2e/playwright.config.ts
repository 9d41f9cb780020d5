import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const systemChromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: '.',
  outputDir: '../../test-results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['./flaky-reporter.ts']],
  // A journey walks several pages, each rendered by the Worker, hydrated and checked by axe: 20-30 s
  // on two cores shared with the server and the browser. The limit is for a journey that hangs.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    ...devices['Desktop Chrome'],
    // A trace (DOM snapshots and screenshots of every step) costs CPU on every test. On CI a failing
    // test runs once more, recorded; locally, with no retry, a failing test keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // The portal's service worker (decision 079) would stand between a journey and its page.route
    // mocks; the journey of the offline page allows it (installable-portal.spec.ts).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: existsSync(systemChromium) ? systemChromium : undefined,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // Journeys that change demo accounts for good (a new password, a spent activation link, a first
  // login) run after every other journey, so the others can rely on DEMO-DATA.md as it is.
  // Journeys that change what other journeys read (selections, totals) run next, in 'changes'.
  projects: [
    { name: 'journeys', testIgnore: /\.(mutating|changes)\.spec\.ts$/ },
    { name: 'changes', testMatch: /\.changes\.spec\.ts$/, dependencies: ['journeys'] },
    { name: 'mutating', testMatch: /\.mutating\.spec\.ts$/, dependencies: ['changes'] },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: '../..',
    url: 'http://localhost:8787/',
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
