import { expect, expectNoSeriousAxeViolations, TENANTS, test } from './fixtures';
import { samePersonWithoutAppScripts, signInThroughApi } from './session';

// The home's cards and banner come from the CMS (docs/decisions/019-home-cards-and-banner.md); the
// probation notice comes with the prerendered HTML.

const acme = TENANTS.acme.url;
const PROBATION =
  "As you're on probation, you won't be able to access all benefits. We'll email you when you can!";

test("Emma's home shows acme's cards, then the banner, and a card leads to its benefit", async ({ page }) => {
  await signInThroughApi(page, 'emma.employee@acme.test');
  await expect(page).toHaveURL(`${acme}/app/home/`);
  const cards = page.getByRole('region', { name: 'For you' });
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText([
    'Protect the people who matter',
    'Talk to someone, any time',
    'Questions about your benefits?',
    'Spend your rewards',
  ]);
  const banner = page.getByRole('region', { name: 'Benefits window open until 31 March' });
  await expect(banner.getByRole('link', { name: 'Review my benefits' })).toBeVisible();
  await expect(page.getByText(PROBATION)).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  await cards.getByRole('link', { name: 'See Life Assurance' }).click();
  await expect(page).toHaveURL(`${acme}/app/my-benefits/5206`);
  await expect(page.getByRole('heading', { level: 1, name: 'Life Assurance' })).toBeVisible();
});

test('Piotr, on probation, reads the notice from the HTML and gets no card for a closed benefit', async ({
  page,
  browser,
}) => {
  await signInThroughApi(page, 'piotr.probation@acme.test');
  await expect(page).toHaveURL(`${acme}/app/home/`);
  await expect(page.getByText(PROBATION)).toBeVisible();
  const cards = page.getByRole('region', { name: 'For you' });
  await expect(cards.getByRole('heading', { name: 'Talk to someone, any time' })).toBeVisible();
  await expect(cards.getByRole('heading', { name: 'Protect the people who matter' })).toHaveCount(0);

  const html = await samePersonWithoutAppScripts(page, browser);
  await html.goto(`${acme}/app/home/`);
  await expect(html.getByText(PROBATION)).toBeVisible();
  // The cards come with the HTML too, streamed in when the upstream answered (decision 033).
  const htmlCards = html.getByRole('region', { name: 'For you' });
  await expect(htmlCards.getByRole('heading', { name: 'Talk to someone, any time' })).toBeVisible();
  await expect(html.getByRole('list', { name: 'Loading your home page' })).toHaveCount(0);
  await html.context().close();
});

test("Liam's voucher-only home shows his balance and the voucher card alone", async ({ page }) => {
  await signInThroughApi(page, 'liam.leaver@acme.test');
  await expect(page).toHaveURL(`${acme}/app/home/`);
  await expect(page.getByRole('region', { name: 'Your voucher balance' })).toContainText('£120.50');
  const cards = page.getByRole('region', { name: 'For you' });
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(['Spend your rewards']);
  await expect(page.getByRole('region', { name: /Benefits window/ })).toHaveCount(0);
});

test("on globex the home shows globex's own cards and banner and passes axe", async ({ page }) => {
  const globex = TENANTS.globex.url;
  await signInThroughApi(page, 'gus.admin@globex.test', 'globex');
  await expect(page).toHaveURL(`${globex}/app/home/`);
  const cards = page.getByRole('region', { name: 'For you' });
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText([
    'Ride to work for less',
    'Your pension, your future',
  ]);
  await expect(page.getByRole('region', { name: 'Meet Globex Benefits' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
