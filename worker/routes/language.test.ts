import { describe, expect, it } from 'vitest';
import { BOOTSTRAP_ELEMENT_ID, bootstrapSchema } from '#contract/bootstrap';
import { LANGUAGE_COOKIE_NAME } from '#contract/languages';
import { createApiClient, createTestPortal, signInActingAs } from '#support/worker/test-portal.ts';

function bootstrapOf(html: string) {
  const json = new RegExp(`<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">(.*?)</script>`).exec(
    html,
  )?.[1];
  return bootstrapSchema.parse(JSON.parse(json ?? 'null'));
}

describe('the language a page is rendered in (decision 085)', () => {
  it('is the one chosen with the picker, kept for the browser: lang and dir before any script', async () => {
    const client = createApiClient(createTestPortal(), 'acme');
    const before = await (await client.call('/')).text();
    expect(before).toMatch(/<html lang="en-GB" dir="ltr"/);

    const chosen = await client.call('/api/language', { method: 'PUT', body: { language: 'de' } });
    expect(chosen.status).toBe(200);
    expect(chosen.headers.get('set-cookie')).toMatch(
      /^portal-language=de; Path=\/; Max-Age=31536000; HttpOnly/,
    );
    const german = await (await client.call('/')).text();
    expect(german).toMatch(/<html lang="de" dir="ltr"/);
    expect(bootstrapOf(german).language).toBe('de');
    expect(german).toContain('Weiter');

    await client.call('/api/language', { method: 'PUT', body: { language: 'ar' } });
    const arabic = await (await client.call('/')).text();
    expect(arabic).toMatch(/<html lang="ar" dir="rtl"/);
  });

  it("is the browser's choice before the client's default only when the person made it", async () => {
    const client = createApiClient(createTestPortal(), 'acme');
    const page = await (await client.call('/', { headers: { 'accept-language': 'ja-JP, de;q=0.8' } })).text();
    // Acme's default is en-GB: the browser's languages come after it.
    expect(page).toMatch(/<html lang="en-GB"/);
  });

  it('refuses a language the client does not allow, and one the portal does not speak', async () => {
    const initrode = createApiClient(createTestPortal(), 'initrode');
    const refused = await initrode.call('/api/language', { method: 'PUT', body: { language: 'de' } });
    expect(refused.status).toBe(422);
    expect(initrode.cookieNamed(LANGUAGE_COOKIE_NAME)).toBeNull();
    // A cookie from elsewhere naming it changes nothing either.
    initrode.setCookie(LANGUAGE_COOKIE_NAME, 'de');
    expect(await (await initrode.call('/')).text()).toMatch(/<html lang="en-GB"/);

    const acme = createApiClient(createTestPortal(), 'acme');
    const unknown = await acme.call('/api/language', { method: 'PUT', body: { language: 'xx' } });
    expect(unknown.status).toBe(400);
  });
});

describe("a signed-in person's language (decision 085)", () => {
  it('is saved with their account, so a browser they sign in on later renders in it', async () => {
    const first = createApiClient(createTestPortal(), 'acme');
    expect((await first.login('emma.employee@acme.test')).status).toBe(200);
    expect((await first.call('/api/language', { method: 'PUT', body: { language: 'fr' } })).status).toBe(200);

    const elsewhere = createApiClient(createTestPortal(), 'acme');
    expect(await (await elsewhere.call('/')).text()).toMatch(/<html lang="en-GB"/);
    expect((await elsewhere.login('emma.employee@acme.test')).status).toBe(200);
    expect(elsewhere.cookieNamed(LANGUAGE_COOKIE_NAME)).toBe('fr');
    expect(await (await elsewhere.call('/app/home/')).text()).toMatch(/<html lang="fr" dir="ltr"/);
  });

  it('chosen on the login page before signing in, becomes theirs when they had none', async () => {
    const browser = createApiClient(createTestPortal(), 'acme');
    await browser.call('/api/language', { method: 'PUT', body: { language: 'ja' } });
    expect((await browser.login('liam.leaver@acme.test')).status).toBe(200);

    const elsewhere = createApiClient(createTestPortal(), 'acme');
    expect((await elsewhere.login('liam.leaver@acme.test')).status).toBe(200);
    expect(elsewhere.cookieNamed(LANGUAGE_COOKIE_NAME)).toBe('ja');
  });

  it("is this browser's only, for someone acting as the person", async () => {
    const { client } = await signInActingAs('emma.employee@acme.test');
    expect((await client.call('/api/language', { method: 'PUT', body: { language: 'de' } })).status).toBe(
      200,
    );
    expect(client.cookieNamed(LANGUAGE_COOKIE_NAME)).toBe('de');

    // Her own sign-in elsewhere brings her own choice (none, or one she made), never the support
    // agent's.
    const emma = createApiClient(createTestPortal(), 'acme');
    expect((await emma.login('emma.employee@acme.test')).status).toBe(200);
    expect(emma.cookieNamed(LANGUAGE_COOKIE_NAME)).not.toBe('de');
  });
});
