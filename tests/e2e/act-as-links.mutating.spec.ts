import { expect, expectNoSeriousAxeViolations, TENANTS, test } from './fixtures';
import { mintMasqueradeLink, signIn } from './session';

// Issue 42, item 5 (docs/decisions/063): signing out everywhere also revokes the act-as links not
// yet opened that would sign in as the person. Mutating: Dana is signed out everywhere, which would
// end the sessions of the journeys that sign in as her if they ran alongside (they run before).

const c8 = TENANTS.c8.url;
const DANA = 'demo.employee@c8.test';

test('a link minted before Dana signs out everywhere is refused after it', async ({ page, browser }) => {
  const url = await mintMasqueradeLink(page, DANA, 2026, { reason: `Ticket ${Date.now()}: before sign-out` });

  await signIn(page, DANA, 'c8');
  await expect(page).toHaveURL(`${c8}/app/home/`);
  await page.goto(`${c8}/app/home/my-profile/`);
  const open = page.getByRole('region', { name: 'Account activity' }).getByRole('button', {
    name: 'Sign out everywhere',
  });
  await expect(open).toBeEnabled();
  await open.click();
  await page
    .getByRole('dialog', { name: 'Sign out everywhere?' })
    .getByRole('button', { name: 'Yes, sign out everywhere' })
    .click();
  // C8 Demo is a OneHub client: signing out ends at its logout address.
  await expect(page).not.toHaveURL(/\/app\//);

  const support = await browser.newContext();
  try {
    const supportPage = await support.newPage();
    await supportPage.goto(url);
    await expect(
      supportPage.getByRole('heading', { level: 1, name: 'Ooops your link has expired' }),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(supportPage);
    // Nobody was signed in by it.
    await supportPage.goto(`${c8}/app/home/`);
    await expect(supportPage).toHaveURL(`${c8}/`);
  } finally {
    await support.close();
  }
});
