import { describe, expect, it } from 'vitest';
import type { HomeContent } from '#contract/home';
import { createApiClient, createTestPortal } from '#support/worker/test-portal.ts';
import { homeLinkOf } from '../upstream/home-responses';

let lastOctet = 0;
async function homeOf(email: string, portal = createTestPortal()) {
  const client = createApiClient(portal, 'acme', { ip: `198.18.12.${++lastOctet}` });
  expect((await client.login(email)).status).toBe(200);
  return client.call('/api/home');
}

describe('GET /api/home', () => {
  it("gives Emma acme's banner and cards, camelCased, with internal links marked as such", async () => {
    const response = await homeOf('emma.employee@acme.test');
    expect(response.status).toBe(200);
    const home = (await response.json()) as HomeContent;
    expect(home.banner).toEqual({
      id: 5851,
      title: 'Benefits window open until 31 March',
      body: expect.any(String),
      link: { href: '/app/my-benefits/', label: 'Review my benefits', external: false },
    });
    expect(home.cards.map((card) => card.title)).toEqual([
      'Protect the people who matter',
      'Talk to someone, any time',
      'Questions about your benefits?',
      'Spend your rewards',
    ]);
    expect(home.cards[0]).toEqual({
      id: 5801,
      title: 'Protect the people who matter',
      body: expect.any(String),
      icon: 'life',
      link: { href: '/app/my-benefits/5206', label: 'See Life Assurance', external: false },
    });
  });

  it('drops a card or banner whose link could run script or leave for another host', async () => {
    const unsafe = [
      'javascript:alert(1)',
      '//evil.example/x',
      '/\\evil.example',
      'http://plain.example/',
      'data:text/html,x',
    ];
    const portal = createTestPortal({
      interceptUpstream: (request) => {
        const path = new URL(request.url).pathname;
        const items = [...unsafe, 'https://help.example/guide'].map((link_url, index) => ({
          id: index + 1,
          title: `Item ${index + 1}`,
          body: 'Body',
          icon: 'gym',
          link_url,
          link_label: 'Go',
        }));
        if (path.endsWith('/user/home-page-cards') || path.endsWith('/user/home-page-banner')) {
          return Response.json(items);
        }
        return undefined;
      },
    });
    const home = (await (await homeOf('emma.employee@acme.test', portal)).json()) as HomeContent;
    expect(home.cards).toEqual([
      {
        id: 6,
        title: 'Item 6',
        body: 'Body',
        icon: 'gym',
        link: { href: 'https://help.example/guide', label: 'Go', external: true },
      },
    ]);
    expect(home.banner?.id).toBe(6);
  });

  it('answers the one error shape when the CMS fails', async () => {
    const portal = createTestPortal({
      interceptUpstream: (request) =>
        new URL(request.url).pathname.endsWith('/user/home-page-cards')
          ? Response.json({ message: 'down' }, { status: 500 })
          : undefined,
    });
    const response = await homeOf('emma.employee@acme.test', portal);
    expect(response.status).toBeGreaterThanOrEqual(500);
    expect(await response.json()).toEqual({
      error: expect.objectContaining({ message: expect.any(String) }),
    });
  });

  it('needs someone signed in', async () => {
    const client = createApiClient(createTestPortal(), 'acme', { ip: '198.18.12.200' });
    expect((await client.call('/api/home')).status).toBe(401);
  });
});

describe('homeLinkOf', () => {
  it('keeps a path of this origin and an https address only', () => {
    expect(homeLinkOf('/app/faqs/', 'FAQs')).toEqual({ href: '/app/faqs/', label: 'FAQs', external: false });
    expect(homeLinkOf('https://x.example', 'X')).toEqual({
      href: 'https://x.example/',
      label: 'X',
      external: true,
    });
    expect(homeLinkOf('JavaScript:alert(1)', 'X')).toBeNull();
    expect(homeLinkOf('//x.example', 'X')).toBeNull();
  });
});
