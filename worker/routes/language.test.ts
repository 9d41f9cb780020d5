import { describe, expect, it } from 'vitest';
import { BOOTSTRAP_ELEMENT_ID, bootstrapSchema } from '#contract/bootstrap';
import { LANGUAGE_COOKIE_NAME } from '#contract/languages';
import { createApiClient, createTestPortal } from '#support/worker/test-portal.ts';

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
