import { describe, expect, it } from 'vitest';
import { callReferenceApi } from '#support/reference-api/call-reference-api.ts';
import { getWithToken, signIn } from '#support/reference-api/session-helpers.ts';

type Slides = { slides: { title: string; body: string; image_url: string | null }[] };

describe('GET /v2/carousel', () => {
  it("answers the welcome slides in the client's brand and clears the first-login requirement", async () => {
    const { access_token } = await signIn('fiona.first@acme.test');
    const before = await getWithToken('/v2/login/setup', access_token);
    expect(await before.json()).toMatchObject({ user: { first_login: true, show_welcome_modal: true } });

    const response = await getWithToken('/v2/carousel', access_token);

    expect(response.status).toBe(200);
    const { slides } = await response.json<Slides>();
    expect(slides[0]?.title).toBe('Welcome to Acme Rewards');
    expect(slides.length).toBeGreaterThanOrEqual(3);
    expect(slides.every((slide) => slide.body.length > 0 && slide.image_url === null)).toBe(true);

    const after = await getWithToken('/v2/login/setup', access_token);
    expect(await after.json()).toMatchObject({ user: { first_login: false, show_welcome_modal: false } });
  });

  it('uses the default brand for a client without a theme', async () => {
    const { access_token } = await signIn('demo.employee@c8.test');

    const { slides } = await (await getWithToken('/v2/carousel', access_token)).json<Slides>();

    expect(slides[0]?.title).toBe('Welcome to C8');
  });

  it('needs a signed-in user', async () => {
    const response = await callReferenceApi('/v2/carousel');

    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Unauthenticated' });
  });
});
