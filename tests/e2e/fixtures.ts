import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { FONTS_STORAGE_KEY } from '../../worker/contract/first-paint';
import type { HomeContent } from '../../worker/contract/home';
import type { SessionSummary } from '../../worker/contract/session';
import { startBurstInOneWindow, timeoutForBurst } from '../fixtures/rate-limit-window';
import { emmaSessionSummary } from '../fixtures/session-summary';

export const PORT = 8787;
export const TENANTS = {
  c8: {
    url: `http://localhost:${PORT}`,
    brand: 'C8',
    company: 'C8 Demo',
    primary: '#333333',
    contactUs: true,
  },
  acme: {
    url: `http://acme.localhost:${PORT}`,
    brand: 'Acme Rewards',
    company: 'Acme Logistics',
    primary: '#0B5FFF',
    contactUs: true,
  },
  globex: {
    url: `http://globex.localhost:${PORT}`,
    brand: 'Globex Benefits',
    company: 'Globex Corporation',
    primary: '#0F7B6C',
    contactUs: false,
  },
} as const;
export type TenantName = keyof typeof TENANTS;

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 740 },
} as const;

/** Fails on any serious or critical axe violation, listing them readably. */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    `axe violations on ${page.url()}`,
  ).toEqual([]);
}

export function sessionSummary(overrides: Partial<SessionSummary> = {}): SessionSummary {
  return emmaSessionSummary(overrides);
}

/**
 * Draws the frame as a signed-in person would see it, by putting a session summary into the
 * bootstrap the Worker streams. The frame is a pure function of that summary; signing in for
 * real is covered by the sessions tests.
 */
export async function showFrameAs(page: Page, summary: SessionSummary): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    // Node cannot resolve *.localhost (Chromium can): fetch from 127.0.0.1 with the tenant's Host.
    const url = new URL(route.request().url());
    const host = url.host;
    url.hostname = '127.0.0.1';
    try {
      const response = await route.fetch({
        url: url.toString(),
        headers: { ...route.request().headers(), host },
      });
      const html = (await response.text()).replace('"session":null', `"session":${JSON.stringify(summary)}`);
      await route.fulfill({ response, body: html });
    } catch (error) {
      // A navigation the page started as the test ended (a link's page still loading) has nowhere
      // to go; anything else is a real failure.
      if (!page.isClosed() && !String(error).includes('Test ended')) throw error;
    }
  });
  // Registered last so they are asked first (Playwright tries the newest route first). The summary
  // has no session cookie behind it: a page's own content call (the home's cards, the FAQs a menu
  // link opens) would answer 401, and a 401 mid-session rightly logs the person out. The frame does
  // not depend on that content.
  const noHomeContent: HomeContent = { banner: null, cards: [] };
  await page.route('**/api/home', (route) => route.fulfill({ json: noHomeContent }));
  await page.route('**/api/content/faqs', (route) => route.fulfill({ json: [] }));
}

/**
 * The brand font files this origin has recorded as cached (space-separated URLs), or null: a first
 * visit records them after its first paint (docs/decisions/013-paint-first.md).
 */
export function cachedBrandFonts(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), FONTS_STORAGE_KEY);
}

/**
 * The page loaded scripts, and each started loading only after the first contentful paint
 * (docs/decisions/013-paint-first.md).
 */
export async function expectScriptsAfterFirstPaint(page: Page): Promise<void> {
  const timings = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => entry.startTime),
  }));
  expect(timings.paint).not.toBeNull();
  expect(timings.scripts.length).toBeGreaterThan(0);
  for (const start of timings.scripts) expect(start).toBeGreaterThanOrEqual(timings.paint ?? 0);
}

/** A documentation address (RFC 3849) no other test, try or run has: a rate-limit bucket of its own. */
function addressOfOwn(): string {
  const hex = randomUUID().replaceAll('-', '');
  return `2001:db8:${hex.slice(0, 4)}:${hex.slice(4, 8)}:${hex.slice(8, 12)}:${hex.slice(12, 16)}::1`;
}

export const test = base.extend<{
  acceptCookies: () => Promise<void>;
  startBurstInOneWindow: (burstMs: number) => Promise<void>;
}>({
  // Every test speaks from an address of its own (miniflare keeps a CF-Connecting-IP the client
  // sends; Cloudflare sets it), so no test spends another's allowance and a retry starts afresh
  // (docs/decisions/015-test-clocks.md).
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'CF-Connecting-IP': addressOfOwn() });
  },
  /** Before a burst that must hit a limit: waits for a fresh window when too little is left. */
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
  startBurstInOneWindow: async ({}, use, testInfo) => {
    await use(async (burstMs) => {
      testInfo.setTimeout(testInfo.timeout + timeoutForBurst(burstMs, 0));
      await startBurstInOneWindow(burstMs);
    });
  },
  acceptCookies: async ({ page }, use) => {
    await use(async () => {
      await page.getByRole('button', { name: 'Accept cookies' }).click();
      await expect(page.getByRole('button', { name: 'Accept cookies' })).toBeHidden();
    });
  },
});
export { expect };
