import { describe, expect, it } from 'vitest';
import { getJson } from '#support/reference-api/benefit-helpers.ts';
import { getWithToken, signIn } from '#support/reference-api/session-helpers.ts';
import type { HomePageBannerBody, HomePageCardBody } from './home-page.ts';

async function cardTitlesOf(email: string): Promise<string[]> {
  const { access_token } = await signIn(email);
  const cards = await getJson<HomePageCardBody[]>('/v2/user/home-page-cards', access_token);
  return cards.map((card) => card.title);
}

describe('GET /v2/user/home-page-cards', () => {
  it("answers Emma with acme's cards in their order, each with its link", async () => {
    const { access_token } = await signIn('emma.employee@acme.test');
    const cards = await getJson<HomePageCardBody[]>('/v2/user/home-page-cards', access_token);
    expect(cards.map((card) => card.title)).toEqual([
      'Protect the people who matter',
      'Talk to someone, any time',
      'Questions about your benefits?',
      'Spend your rewards',
    ]);
    expect(cards[0]).toEqual({
      id: 5801,
      title: 'Protect the people who matter',
      body: expect.any(String),
      icon: 'life',
      link_url: '/app/my-benefits/5206',
      link_label: 'See Life Assurance',
    });
  });

  it('leaves out a card whose benefit is not open during probation', async () => {
    const titles = await cardTitlesOf('piotr.probation@acme.test');
    expect(titles).not.toContain('Protect the people who matter');
    expect(titles).toContain('Talk to someone, any time');
  });

  it('gives a voucher-only person the voucher card alone', async () => {
    expect(await cardTitlesOf('liam.leaver@acme.test')).toEqual(['Spend your rewards']);
  });

  it("answers with the person's own client's cards and none for support staff", async () => {
    expect(await cardTitlesOf('gus.admin@globex.test')).toEqual([
      'Ride to work for less',
      'Your pension, your future',
    ]);
    expect(await cardTitlesOf('sam.support@c8.test')).toEqual([]);
  });

  it('needs a token', async () => {
    expect((await getWithToken('/v2/user/home-page-cards', 'not-a-token')).status).toBe(401);
  });
});

describe('GET /v2/user/home-page-banner', () => {
  it("answers with the client's banner as an array", async () => {
    const { access_token } = await signIn('emma.employee@acme.test');
    const banners = await getJson<HomePageBannerBody[]>('/v2/user/home-page-banner', access_token);
    expect(banners).toEqual([
      {
        id: 5851,
        title: 'Benefits window open until 31 March',
        body: expect.any(String),
        link_url: '/app/my-benefits/',
        link_label: 'Review my benefits',
      },
    ]);
  });

  it('answers an empty array to a voucher-only person and to a client without a banner', async () => {
    const liam = await signIn('liam.leaver@acme.test');
    expect(await getJson('/v2/user/home-page-banner', liam.access_token)).toEqual([]);
    const dana = await signIn('demo.employee@c8.test');
    expect(await getJson('/v2/user/home-page-banner', dana.access_token)).toEqual([]);
  });
});
