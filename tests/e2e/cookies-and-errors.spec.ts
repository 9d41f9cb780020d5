import { expect, expectNoSeriousAxeViolations, TENANTS, test, VIEWPORTS } from './fixtures';

for (const name of ['acme', 'globex'] as const) {
  const tenant = TENANTS[name];
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    test.describe(`${name} at ${size}`, () => {
      test.use({ viewport });

      test('accepting cookies hides the banner for good', async ({ page }) => {
        await page.goto(`${tenant.url}/`);
        const banner = page.getByRole('region', { name: 'Cookie consent' });
        await expect(banner).toBeVisible();
        await expectNoSeriousAxeViolations(page);
        await banner.getByRole('button', { name: 'Accept cookies' }).click();
        await expect(banner).toBeHidden();
        await page.reload();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(banner).toBeHidden();
      });

      test('the cookie dialog keeps essential cookies on and saves the video choice', async ({ page }) => {
        await page.goto(`${tenant.url}/`);
        const manage = page.getByRole('button', { name: 'Manage cookies' });
        await manage.click();
        const dialog = page.getByRole('dialog', { name: 'Manage cookies' });
        await expect(dialog).toBeVisible();
        await expectNoSeriousAxeViolations(page);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(manage).toBeFocused();

        await manage.click();
        const essential = dialog.getByRole('switch', { name: /Essential cookies/ });
        await expect(essential).toBeDisabled();
        await expect(essential).toHaveAttribute('aria-checked', 'true');
        const video = dialog.getByRole('switch', { name: 'Video player cookies' });
        const before = await video.getAttribute('aria-checked');
        await video.click();
        await expect(video).not.toHaveAttribute('aria-checked', before ?? '');
        await dialog.getByRole('button', { name: 'Save settings' }).click();
        await expect(dialog).toBeHidden();
        await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
        await page.reload();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
      });

      test('the cookie banner stays hidden on the cookie policy page', async ({ page }) => {
        await page.goto(`${tenant.url}/cookie-policy/`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
      });

      test('an unknown address shows the not-found page with a way home', async ({ page }) => {
        await page.goto(`${tenant.url}/no-such-page`);
        await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
        await expect(
          page.getByText('Oops! The page you are looking for has been removed or relocated.'),
        ).toBeVisible();
        await expect(page).toHaveTitle(`Page not found | ${tenant.brand}`);
        await expectNoSeriousAxeViolations(page);
        await page.getByRole('link', { name: 'Back to Home' }).click();
        await expect(page).toHaveURL(`${tenant.url}/`);
        await expect(page).toHaveTitle(`Login | ${tenant.brand}`);
      });

      test('a page that fails to load shows the crash view with a way home', async ({ page }) => {
        await page.goto(`${tenant.url}/no-such-page`);
        await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
        // A deploy replaced the chunks this tab was built against: the next screen cannot load.
        await page.route('**/assets/login-*.js', (route) => route.abort());
        await page.getByRole('link', { name: 'Back to Home' }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Uh oh!' })).toBeVisible();
        await expect(
          page.getByText(
            'It looks like something has gone wrong. Please try refreshing the page or click below to return to the home page',
          ),
        ).toBeVisible();
        await expectNoSeriousAxeViolations(page);
        await page.unrouteAll({ behavior: 'ignoreErrors' });
        await page.getByRole('link', { name: 'Return to home' }).click();
        await expect(page).toHaveURL(`${tenant.url}/`);
        await expect(page.getByRole('heading', { level: 1, name: tenant.brand })).toBeVisible();
      });
    });
  }
}
