import { expect, expectNoSeriousAxeViolations, TENANTS, test } from './fixtures';
import { signInThroughApi } from './session';

// Tax-flag icons, remote icons (docs/decisions/043) and My benefits' filters (decision 044), on
// acme's theme and the C8 default theme.

const acme = TENANTS.acme.url;
const c8 = TENANTS.c8.url;

test('Emma sees tax flags and the Health Cash Plan’s remote icon on cards and its product page', async ({
  page,
}) => {
  await signInThroughApi(page, 'emma.employee@acme.test', 'acme', { to: '/app/my-benefits/' });

  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Health Cash Plan' }) });
  const remoteIcon = card.locator('img[data-icon="remote"]');
  await expect(remoteIcon).toHaveAttribute('src', '/api/benefits/5209/icon');
  // Loaded and drawn: the Worker served the icon made safe, not an error.
  await expect
    .poll(() => remoteIcon.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(card.getByRole('list', { name: 'Tax treatment' }).getByRole('img')).toHaveAccessibleName(
    'Taxable benefit in kind (P11D)',
  );
  const gym = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Gym Membership' }) });
  await expect(gym.getByRole('img', { name: 'Paid by salary sacrifice' })).toBeVisible();
  await expect(gym.getByRole('img', { name: 'Saves National Insurance' })).toBeVisible();
  // As the <img> asks for it: same origin, without the CSRF header.
  const icon = await page.evaluate(async () => {
    const response = await fetch('/api/benefits/5209/icon');
    return { kind: response.headers.get('x-benefit-icon'), svg: await response.text() };
  });
  expect(icon.kind).toBe('remote');
  expect(icon.svg).toContain('<svg');
  expect(icon.svg).not.toMatch(/script|href|url\(/i);
  await expectNoSeriousAxeViolations(page);

  await card.getByRole('link', { name: 'Health Cash Plan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Health Cash Plan' })).toBeVisible();
  await expect(page.locator('img[data-icon="remote"]')).toHaveAttribute('src', '/api/benefits/5209/icon');
  await expect(page.getByRole('list', { name: 'Tax treatment' })).toHaveText(
    'Taxable benefit in kind (P11D)',
  );
  await expectNoSeriousAxeViolations(page);
});

test('Emma narrows My benefits with filters that live in the address', async ({ page }) => {
  await signInThroughApi(page, 'emma.employee@acme.test', 'acme', { to: '/app/my-benefits/' });
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(13);
  const filters = page.getByRole('search', { name: 'Filter benefits' });
  const category = filters.getByRole('combobox', { name: 'Category' });
  const taxFlag = filters.getByRole('combobox', { name: 'Tax treatment' });
  const apply = filters.getByRole('button', { name: 'Apply filters' });

  await category.selectOption({ label: 'Health and wellbeing (4)' });
  await apply.click();
  await expect(page).toHaveURL(`${acme}/app/my-benefits/?category=health`);
  await expect(cards).toHaveCount(4);

  // The Worker streams the page the address names.
  await page.reload();
  await expect(cards).toHaveCount(4);
  await expect(category).toHaveValue('health');

  await taxFlag.selectOption({ label: 'Taxable benefit in kind (P11D) (2)' });
  await apply.click();
  await expect(page).toHaveURL(`${acme}/app/my-benefits/?category=health&tax=p11d`);
  await expect(cards).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Health Cash Plan' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.goBack();
  await expect(page).toHaveURL(`${acme}/app/my-benefits/?category=health`);
  await expect(cards).toHaveCount(4);
  await expect(taxFlag).toHaveValue('');

  await category.selectOption({ label: 'Insurance and protection (3)' });
  await taxFlag.selectOption({ label: 'Taxable benefit in kind (P11D) (2)' });
  await apply.click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/No benefits match these filters\./);
  await expect(cards).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('main').getByRole('status').getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(`${acme}/app/my-benefits/`);
  await expect(cards).toHaveCount(13);
});

test('on the C8 theme the filters and tax flags pass axe too', async ({ page }) => {
  await signInThroughApi(page, 'demo.employee@c8.test', 'c8', { to: '/app/my-benefits/' });
  const filters = page.getByRole('search', { name: 'Filter benefits' });
  await filters
    .getByRole('combobox', { name: 'Tax treatment' })
    .selectOption({ label: 'Saves income tax (1)' });
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(`${c8}/app/my-benefits/?tax=tax-savings`);
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(1);
  await expect(cards.getByRole('img', { name: 'Saves income tax' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
