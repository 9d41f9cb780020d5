import { expect, TENANTS, test } from './fixtures';
import { samePersonAsCrawler, signInThroughApi } from './session';

// Every signed-in page is streamed from the one route tree (docs/decisions/033). A client that runs
// no script (a crawler, a link preview) cannot put streamed sections in place, so the Worker sends
// it each page whole: every section rendered in place, its links plain links that work.

const acme = TENANTS.acme.url;

const PAGES = {
  'emma.employee@acme.test': [
    ['/app/home/', 'Welcome, Emma'],
    ['/app/my-benefits/', 'My benefits'],
    ['/app/my-benefits/5202', 'Dental Cover'],
    ['/app/my-benefits/5206/setup', 'Life Assurance'],
    ['/app/home/my-profile/', 'My profile settings'],
    ['/app/faqs/', 'FAQs'],
    ['/app/my-total-benefits/', 'My total benefits'],
    ['/contact-us/', 'Contact Us'],
  ],
  'alex.admin@acme.test': [
    ['/app/dashboard/', 'Employer dashboard'],
    ['/app/employee-data/', 'Employee data'],
    ['/app/dashboard/platform-settings/', 'Platform settings'],
    ['/app/dashboard/employee-insights/', 'Employee insights'],
    ['/app/dashboard/employee-engagement/', 'Employee engagement'],
    ['/app/dashboard/benefit-takeup/', 'Benefit take-up'],
    ['/app/dashboard/approve-selections/', 'Approve selections'],
    ['/app/reporting/', 'Reporting'],
  ],
} as const;

for (const [email, pages] of Object.entries(PAGES)) {
  test(`a crawler signed in as ${email} gets every page whole, with no section still loading`, async ({
    page,
    browser,
  }) => {
    await signInThroughApi(page, email);
    await expect(page).toHaveURL(`${acme}/app/home/`);
    const crawler = await samePersonAsCrawler(page, browser);
    for (const [path, heading] of pages) {
      await test.step(path, async () => {
        const response = await crawler.goto(`${acme}${path}`);
        expect(response?.status()).toBe(200);
        await expect(crawler.getByRole('heading', { level: 1 })).toContainText(heading, { ignoreCase: true });
        // No skeleton left waiting for a script that will never run.
        await expect(crawler.locator('[aria-busy="true"]:visible')).toHaveCount(0);
        await expect(crawler.getByTestId('page-loading')).toHaveCount(0);
        await expect(crawler.getByRole('alert')).toHaveCount(0);
      });
    }
    // Its links are links: the navigation works without a script.
    await crawler.goto(`${acme}/app/home/`);
    await crawler.getByRole('navigation', { name: 'Main' }).getByRole('link').nth(1).click();
    await expect(crawler.getByRole('heading', { level: 1 })).toBeVisible();
    expect(new URL(crawler.url()).pathname).not.toBe('/app/home/');
    await crawler.context().close();
  });
}
