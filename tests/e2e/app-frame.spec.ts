import {
  expect,
  expectNoSeriousAxeViolations,
  sessionSummary,
  showFrameAs,
  TENANTS,
  test,
  VIEWPORTS,
} from './fixtures';

/**
 * The years the footer may show for a page served between `before` and now: the Worker writes the
 * UTC year (docs/decisions/011), so a test that spans New Year accepts either side of it.
 */
function yearsSince(before: Date): RegExp {
  const after = new Date();
  const years = new Set([before, after].flatMap((at) => [at.getUTCFullYear(), at.getFullYear()]));
  return new RegExp(`© (${[...years].join('|')}) `);
}

for (const name of ['acme', 'globex'] as const) {
  const tenant = TENANTS[name];

  test.describe(`${name} frame at 1280 px`, () => {
    test.use({ viewport: VIEWPORTS.desktop });

    test('the logged-out header links the logo home and the footer follows the client', async ({ page }) => {
      const before = new Date();
      await page.goto(`${tenant.url}/`);
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('link', { name: tenant.brand })).toHaveAttribute('href', '/');
      await expect(banner.getByRole('navigation')).toHaveCount(0);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: 'Privacy statement' })).toHaveAttribute(
        'href',
        '/privacy-statement',
      );
      await expect(footer.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute(
        'href',
        '/terms-and-conditions',
      );
      await expect(footer.getByRole('link', { name: 'Contact us' })).toHaveCount(tenant.contactUs ? 1 : 0);
      await expect(footer).toContainText(yearsSince(before));
      await expect(footer).toContainText(tenant.company);
      await expectNoSeriousAxeViolations(page);
    });

    test('signed in, the nav and the user dropdown work from the keyboard', async ({ page }) => {
      await showFrameAs(page, sessionSummary());
      await page.goto(`${tenant.url}/app/home/`);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link')).toHaveText(['Home', 'My benefits', 'FAQs']);
      await expect(page.getByRole('banner').getByRole('link', { name: tenant.brand })).toHaveAttribute(
        'href',
        '/app/home/',
      );
      const trigger = page.getByRole('button', { name: /Hi, Emma/ });
      await expect(trigger).toBeVisible();
      await trigger.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: 'My profile settings' })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(menu.getByRole('menuitem', { name: 'My profile settings' })).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeFocused();
      await expectNoSeriousAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(trigger).toBeFocused();
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');

      await trigger.click();
      await expect(menu).toBeVisible();
      await page.getByRole('contentinfo').click({ position: { x: 5, y: 5 } });
      await expect(menu).toBeHidden();
    });

    test('an employer sees the Dashboard link; a voucher-only leaver sees neither it nor My benefits', async ({
      page,
    }) => {
      await showFrameAs(page, sessionSummary({ userType: 'employer', firstName: 'Alex' }));
      await page.goto(`${tenant.url}/app/home/`);
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
        'Home',
        'My benefits',
        'FAQs',
        'Dashboard',
      ]);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await showFrameAs(
        page,
        sessionSummary({ employmentStatus: 'left', voucherOnly: true, hasFaqs: false }),
      );
      // The drawn session has no cookie behind it: the home's balance call would answer 401 and
      // log the page out, so it is answered here (Liam's real balance is the benefits journey's).
      await page.route('**/api/vouchers/balance', (route) =>
        route.fulfill({ json: { balance: 120.5, lastPaymentDate: '2026-10-28' } }),
      );
      await page.reload();
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(['Home']);
    });
  });

  test.describe(`${name} frame at 375 px`, () => {
    test.use({ viewport: VIEWPORTS.phone });

    test('the burger opens a full-screen menu in the spec order, and closes on Escape or a link', async ({
      page,
    }) => {
      await showFrameAs(page, sessionSummary({ userType: 'employer', firstName: 'Alex' }));
      await page.goto(`${tenant.url}/app/home/`);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
      const burger = page.getByRole('button', { name: 'Menu' });
      await burger.click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('link')).toHaveText([
        'Home',
        'My benefits',
        'FAQs',
        'Dashboard',
        'Profile Settings',
        'Logout',
      ]);
      const box = await menu.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(375 - 1);
      await expectNoSeriousAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(burger).toBeFocused();

      await burger.click();
      await menu.getByRole('link', { name: 'FAQs' }).click();
      await expect(menu).toBeHidden();
      await expect(page).toHaveURL(/\/app\/faqs\/$/);
    });

    test('an employee without FAQs gets Home, My benefits, Profile Settings and Logout', async ({ page }) => {
      await showFrameAs(page, sessionSummary({ hasFaqs: false }));
      await page.goto(`${tenant.url}/app/home/`);
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link')).toHaveText([
        'Home',
        'My benefits',
        'Profile Settings',
        'Logout',
      ]);
    });

    test('the logged-out page is usable at phone width', async ({ page }) => {
      await page.goto(`${tenant.url}/`);
      await expect(page.getByRole('heading', { level: 1, name: tenant.brand })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow).toBe(false);
      await expectNoSeriousAxeViolations(page);
    });
  });
}
