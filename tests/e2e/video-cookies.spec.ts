import type { BrowserContext, Page } from '@playwright/test';
import { VIDEO_TEXTS } from '#contract/video-embeds';
import { BENEFIT_IDS } from '#reference-api/seed/benefit-catalogue.ts';
import { expect, expectNoSeriousAxeViolations, TENANTS, type TenantName, test } from './fixtures';
import { signInThroughApi } from './session';

// The video-player cookies of 'Manage cookies' decide whether a benefit's video is its player or
// a link to it (decision 082). The journeys' sign-in leaves them off.

const PLAYERS = /^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//;
const PLAYER_TEXT = 'The video service’s player';

/** Stands in for the video services (no test reaches the internet); counts what reached them. */
async function fakeVideoServices(context: BrowserContext): Promise<string[]> {
  const reached: string[] = [];
  await context.route(PLAYERS, (route) => {
    reached.push(route.request().url());
    return route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><title>Player</title><main><p>${PLAYER_TEXT}</p></main></html>`,
    });
  });
  return reached;
}

/** Turns the video-player cookies on or off from the cookie policy page, as a person would. */
async function chooseVideoCookies(page: Page, tenant: TenantName, on: boolean) {
  await page.goto(`${TENANTS[tenant].url}/cookie-policy/`);
  const manage = page.getByRole('button', { name: 'Manage cookies' });
  await manage.click();
  const dialog = page.getByRole('dialog', { name: 'Manage cookies' });
  const video = dialog.getByRole('switch', { name: 'Video player cookies' });
  if ((await video.getAttribute('aria-checked')) !== String(on)) await video.click();
  await expect(video).toHaveAttribute('aria-checked', String(on));
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save settings' }).click();
  await expect(dialog).toBeHidden();
  await expect(manage).toBeFocused();
}

const VIDEOS = [
  {
    tenant: 'acme',
    person: 'emma.employee@acme.test',
    benefit: BENEFIT_IDS.acme.cycleToWork,
    title: 'How Cycle to Work saves you tax',
    page: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    player: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
  },
  {
    tenant: 'globex',
    person: 'gus.admin@globex.test',
    benefit: BENEFIT_IDS.globex.gym,
    title: 'A tour of the ActiveLife network',
    page: 'https://vimeo.com/76979871',
    player: 'https://player.vimeo.com/video/76979871',
  },
] as const;

for (const video of VIDEOS) {
  test(`${video.tenant}: a benefit's video is a link until video-player cookies are on, then its player`, async ({
    page,
    context,
  }) => {
    const reached = await fakeVideoServices(context);
    const benefitPage = `/app/my-benefits/${video.benefit}`;
    await signInThroughApi(page, video.person, video.tenant, { to: benefitPage });
    const name = VIDEO_TEXTS.link(video.title);

    // Off: a link to the video's own page, and nothing asked of the video service.
    const link = page.getByRole('link', { name });
    await expect(link).toHaveAttribute('href', video.page);
    await expect(page.locator('iframe')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);

    // On: the player in its place, titled, from the service (the page's CSP lets it be framed).
    await chooseVideoCookies(page, video.tenant, true);
    await page.goto(`${TENANTS[video.tenant].url}${benefitPage}`);
    const player = page.locator(`iframe[title="${name}"]`);
    await expect(player).toHaveAttribute('src', video.player);
    await expect(link).toHaveCount(0);
    await player.scrollIntoViewIfNeeded();
    await expect(page.frameLocator(`iframe[title="${name}"]`).getByText(PLAYER_TEXT)).toBeVisible();
    expect(reached).toEqual([video.player]);
    await expectNoSeriousAxeViolations(page);

    // Off again: the link is back, and the player gone.
    await chooseVideoCookies(page, video.tenant, false);
    await page.goto(`${TENANTS[video.tenant].url}${benefitPage}`);
    await expect(link).toHaveAttribute('href', video.page);
    await expect(page.locator('iframe')).toHaveCount(0);
  });
}
