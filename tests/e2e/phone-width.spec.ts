import type { Page, Response } from '@playwright/test';
import { PUBLIC_SWEEP, SIGNED_IN_SWEEP } from '#fixtures/page-sweep.ts';
import { BENEFIT_IDS } from '#reference-api/seed/benefit-catalogue.ts';
import { expect, seriousAxeViolations, TENANTS, test, VIEWPORTS } from './fixtures';
import { signInThroughApi } from './session';
import { SWEEP_THEMES, settled } from './sweep-themes';

// Every page fits a 390 px phone with no sideways scrolling of the page itself, and passes axe
// there and on a desktop, in two themes (acme's and the default C8 one): issue 31, decision 050.
// A wide table scrolls inside its own named, focusable region (web/ui/scroll-region.tsx), which
// axe's scrollable-region-focusable checks. The pages are the route tree's (tests/fixtures/
// page-sweep.ts; web/app/page-sweep.test.ts keeps that list equal to the tree). Each role's pages
// are opened one after another in one context, each at phone width and then, resized, at desktop
// width, so the sweep costs a page load per page; a signed-in run signs in through the API.

const PHONE = { width: 390, height: 844 } as const;
const WIDTHS = [
  ['phone', PHONE],
  ['desktop', VIEWPORTS.desktop],
] as const;

const THEMES = SWEEP_THEMES;

/**
 * How far the page is wider than the window, and the outermost elements that stick out past its
 * right edge (outside any box that scrolls or clips them), to say what to fix.
 */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (parent === document.documentElement || parent === document.body) return false;
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const culprits: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (culprits.length >= 5) break;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 0.5 || clipped(element)) continue;
      if (element.parentElement && element.parentElement.getBoundingClientRect().right > width + 0.5)
        continue;
      const name = [
        element.tagName.toLowerCase(),
        element.id ? `#${element.id}` : '',
        element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : '',
        element.textContent ? ` "${element.textContent.trim().slice(0, 40)}"` : '',
      ].join('');
      culprits.push(`${name} ends at ${Math.round(box.right)}px`);
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: width, culprits };
  });
}

/** Opens a page at phone width, then widens the window: the page fits, and axe finds nothing serious. */
async function sweep(page: Page, pattern: string, open: () => Promise<Response | null>) {
  await page.setViewportSize(PHONE);
  const response = await open();
  expect(response?.status(), pattern).toBeLessThan(500);
  await settled(page);
  for (const [width, viewport] of WIDTHS) {
    await page.setViewportSize(viewport);
    const overflow = await sidewaysOverflow(page);
    expect
      .soft(overflow.scrollWidth, `${page.url()} at ${width} width: ${overflow.culprits.join('; ')}`)
      .toBeLessThanOrEqual(overflow.innerWidth);
    expect.soft(await seriousAxeViolations(page), `axe on ${page.url()} at ${width} width`).toEqual([]);
  }
}

/** The first and the second half of a list, in order. */
function halves<T>(items: readonly T[]): T[][] {
  const middle = Math.ceil(items.length / 2);
  return [items.slice(0, middle), items.slice(middle)];
}

// Each role's pages are opened one after another in one context (its cache warm from the first
// page on), in two tests, so the sweep spreads over both workers. A signed-in run signs in through
// the API straight onto its first page (tests/e2e/session.ts).
for (const [tenant, theme] of Object.entries(THEMES) as [
  keyof typeof THEMES,
  (typeof THEMES)[keyof typeof THEMES],
][]) {
  const origin = TENANTS[tenant].url;

  test.describe(`${TENANTS[tenant].brand} theme`, () => {
    for (const role of ['employee', 'employer'] as const) {
      const pages = Object.entries(SIGNED_IN_SWEEP).flatMap(([pattern, entry]) =>
        'skip' in entry || entry.role !== role ? [] : [[pattern, entry.path(theme.benefits)] as const],
      );
      for (const [index, part] of halves(pages).entries()) {
        test(`every ${role} page fits a 390 px phone and passes axe there and on a desktop (${index + 1} of 2)`, async ({
          page,
        }) => {
          test.setTimeout(240_000);
          for (const [number, [pattern, path]] of part.entries()) {
            await test.step(pattern, () =>
              sweep(page, pattern, () =>
                number === 0
                  ? signInThroughApi(page, theme.people[role], tenant, { to: path })
                  : page.goto(`${origin}${path}`),
              ),
            );
          }
        });
      }
    }

    for (const [index, part] of halves(Object.entries(PUBLIC_SWEEP)).entries()) {
      test(`every public page fits a 390 px phone and passes axe there and on a desktop (${index + 1} of 2)`, async ({
        page,
      }) => {
        test.setTimeout(240_000);
        for (const [pattern, path] of part) {
          await test.step(pattern, () => sweep(page, pattern, () => page.goto(`${origin}${path}`)));
        }
      });
    }
  });
}

/**
 * The boxes inside a side panel that scroll sideways, other than a table's own region: none may,
 * or the panel itself scrolls sideways on a phone.
 */
function panelScrollsSideways(panel: ReturnType<Page['getByRole']>) {
  return panel.evaluate((root) =>
    [root, ...root.querySelectorAll('*')]
      .filter(
        (element) =>
          element.scrollWidth > element.clientWidth + 1 &&
          ['auto', 'scroll'].includes(getComputedStyle(element).overflowX) &&
          element.getAttribute('role') !== 'region',
      )
      .map((element) => `${element.tagName.toLowerCase()} ${element.className}`.trim()),
  );
}

// The sweep opens pages; these tables are in side panels, which open over a page at phone width.
test.describe('a side panel with a table, on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  test("Emma's Dental Cover statement: its table scrolls in its region, the panel and page do not", async ({
    page,
  }) => {
    await signInThroughApi(page, THEMES.acme.people.employee, 'acme', {
      to: `/app/my-benefits/${BENEFIT_IDS.acme.dental}`,
    });
    const open = page.getByRole('button', { name: 'View statements' });
    await expect(open).toBeEnabled();
    await open.click();
    const panel = page.getByRole('dialog', { name: 'Statement' });
    const region = panel.getByRole('region', { name: 'Your monthly contributions' });
    await expect(region.getByRole('row', { name: /January 2026/ })).toBeVisible();
    await expect(region).toHaveAttribute('tabindex', '0');
    expect(await panelScrollsSideways(panel)).toEqual([]);
    expect((await sidewaysOverflow(page)).scrollWidth).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("Alex's Cycle to Work take-up: its people scroll in their region, the panel and page do not", async ({
    page,
  }) => {
    await signInThroughApi(page, THEMES.acme.people.employer, 'acme', {
      to: '/app/dashboard/benefit-takeup/',
    });
    const open = page.getByRole('button', { name: 'View Cycle to Work take-up' });
    await expect(open).toBeEnabled();
    await open.click();
    const panel = page.getByRole('dialog', { name: 'Cycle to Work take-up' });
    const region = panel.getByRole('region', { name: 'Employees who have chosen Cycle to Work' });
    await expect(region.getByRole('row', { name: /Emma Fielding/ })).toBeVisible();
    await expect(region).toHaveAttribute('tabindex', '0');
    expect(await panelScrollsSideways(panel)).toEqual([]);
    expect((await sidewaysOverflow(page)).scrollWidth).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
