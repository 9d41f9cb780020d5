import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { FONTS_STORAGE_KEY } from '#contract/first-paint';
import { startBurstInOneWindow, timeoutForBurst } from '#fixtures/rate-limit-window.ts';

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

/**
 * The serious and critical axe violations of the page as it is now, readably (WCAG 2.1 A and AA,
 * which include scrollable-region-focusable).
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  return serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Fails on any serious or critical axe violation, listing them readably. */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  expect(await seriousAxeViolations(page), `axe violations on ${page.url()}`).toEqual([]);
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

/**
 * React's hydration mismatches, as its production build reports them: a recoverable error (#418
 * text or markup, #419 a boundary rendered afresh, #423 and #425 the older names) or its
 * development wording.
 */
const HYDRATION_MISMATCH =
  /Minified React error #(418|419|423|425)|hydrat(ion|ed) (failed|mismatch)|didn't match/i;

export const test = base.extend<{
  acceptCookies: () => Promise<void>;
  startBurstInOneWindow: (burstMs: number) => Promise<void>;
  hydrationGuard: undefined;
}>({
  /**
   * Every journey fails on a hydration mismatch in any page it visits (docs/decisions/033): the
   * Worker's HTML and the browser's first render must be one render.
   */
  hydrationGuard: [
    async ({ page }, use) => {
      const mismatches: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && HYDRATION_MISMATCH.test(message.text())) {
          mismatches.push(`${page.url()}: ${message.text().slice(0, 300)}`);
        }
      });
      page.on('pageerror', (error) => {
        if (HYDRATION_MISMATCH.test(error.message))
          mismatches.push(`${page.url()}: ${error.message.slice(0, 300)}`);
      });
      await use(undefined);
      expect(mismatches, 'hydration mismatches').toEqual([]);
    },
    { auto: true },
  ],
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
