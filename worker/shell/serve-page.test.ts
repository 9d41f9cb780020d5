import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { BOOTSTRAP_ELEMENT_ID, bootstrapSchema } from '#contract/bootstrap';
import { CONSENT_COOKIE_NAME, CONSENT_COOKIE_VALUE } from '#contract/cookie-consent';
import { FIRST_PAINT_SCRIPT, FIRST_PAINT_SCRIPT_ID } from '#contract/first-paint';
import { createApiClient, createTestPortal } from '#support/worker/test-portal.ts';
import { SESSION_COOKIE_NAME } from '../session/session-policy';
import { themeCacheKey } from '../theme/theme-store';

function bootstrapOf(html: string) {
  const match = html.match(
    new RegExp(`<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">(.*?)</script>`),
  );
  if (!match?.[1]) throw new Error('no bootstrap in the page');
  return bootstrapSchema.parse(JSON.parse(match[1]));
}

/** The first-paint script as the page carries it: its text and the lists in its data attributes. */
function firstPaintScriptOf(html: string) {
  const match = html.match(new RegExp(`<script id="${FIRST_PAINT_SCRIPT_ID}"([^>]*)>(.*?)</script>`));
  if (!match) throw new Error('no first-paint script in the page');
  const list = (name: string) => match[1]?.match(new RegExp(`data-${name}="([^"]*)"`))?.[1]?.split(' ') ?? [];
  return { text: match[2], fonts: list('fonts'), modules: list('modules') };
}

beforeEach(async () => {
  await Promise.all(
    ['acme', 'globex', 'localhost', 'nowhere'].map((t) => env.THEMES.delete(themeCacheKey(t))),
  );
});

describe('branded shell', () => {
  it('streams acme its colours, fonts, title and bootstrap in the HTML itself', async () => {
    const response = await createTestPortal().fetch('http://acme.localhost:8787/');
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('<title>Login | Acme Rewards</title>');
    expect(html).toContain('--brand-primary-100:#0B5FFF');
    expect(html).toContain('--brand-secondary:#FF7A00');
    // The brand fonts apply once the first-paint script finds them cached; it is told which files.
    expect(html).toContain(
      "--font-body:system-ui;--font-heading:system-ui}:root[data-fonts]{--font-body:'Inter';--font-heading:'Poppins'}",
    );
    expect(firstPaintScriptOf(html).fonts).toEqual([
      '/fonts/5.3.0/inter/inter-latin-400-normal.woff2',
      '/fonts/5.3.0/inter/inter-latin-500-normal.woff2',
      '/fonts/5.3.0/inter/inter-latin-700-normal.woff2',
      '/fonts/5.3.0/poppins/poppins-latin-700-normal.woff2',
    ]);
    expect(html).toContain('<html lang="en-GB" dir="ltr" data-tenant="acme">');
    expect(html).toContain('srcSet="/brands/acme/logo.svg"');
    const bootstrap = bootstrapOf(html);
    expect(bootstrap.tenant).toBe('acme');
    expect(bootstrap.client).toEqual({
      name: 'Acme Logistics',
      contactUsEnabled: true,
      ssoAccessOnly: false,
      defaultLanguage: 'en-GB',
      languages: ['en-GB', 'de', 'fr', 'ar', 'ja'],
    });
    expect(bootstrap.language).toBe('en-GB');
    expect(bootstrap.session).toBeNull();
  });

  it('gives globex its own look', async () => {
    const html = await (await createTestPortal().fetch('http://globex.localhost:8787/')).text();
    expect(html).toContain('<title>Login | Globex Benefits</title>');
    expect(html).toContain('--brand-primary-100:#0F7B6C');
    expect(html).toContain(":root[data-fonts]{--font-body:'Lato';--font-heading:'Merriweather'}");
    // Lato has no 500: its 400 file serves that weight, and is fetched once.
    expect(firstPaintScriptOf(html).fonts).toEqual([
      '/fonts/5.3.0/lato/lato-latin-400-normal.woff2',
      '/fonts/5.3.0/lato/lato-latin-700-normal.woff2',
      '/fonts/5.3.0/merriweather/merriweather-latin-700-normal.woff2',
    ]);
    expect(bootstrapOf(html).client?.contactUsEnabled).toBe(false);
  });

  it('brands localhost with the spec defaults and the C8 Demo client', async () => {
    const html = await (await createTestPortal().fetch('http://localhost:8787/')).text();
    expect(html).toContain('<title>Login | C8</title>');
    expect(html).toContain('--brand-primary-100:#333333');
    expect(html).toContain('--brand-secondary:#666666');
    expect(bootstrapOf(html).client?.name).toBe('C8 Demo');
  });

  it('gives an unknown sub-domain the default theme and no client', async () => {
    const html = await (await createTestPortal().fetch('http://nowhere.localhost:8787/')).text();
    expect(html).toContain('--brand-primary-100:#333333');
    const bootstrap = bootstrapOf(html);
    expect(bootstrap.client).toBeNull();
    expect(bootstrap.theme.brandName).toBe('C8');
  });

  it('sends a visitor without a session from a signed-in page to the login page, uncached', async () => {
    const response = await createTestPortal().fetch('http://acme.localhost:8787/app/home/');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('sends the security headers with the HTML', async () => {
    const response = await createTestPortal().fetch('http://acme.localhost:8787/');
    const csp = response.headers.get('content-security-policy') ?? '';
    // Our own scripts, and the one inline script by the hash of its text: no other inline script.
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(FIRST_PAINT_SCRIPT));
    const hash = btoa(String.fromCharCode(...new Uint8Array(digest)));
    // React's streaming scripts carry the request's nonce (decision 033).
    expect(csp).toMatch(
      new RegExp(`script-src 'self' 'nonce-[A-Za-z0-9+/]+=*' 'sha256-${hash.replace(/[+/]/g, '\\$&')}'`),
    );
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(firstPaintScriptOf(await response.text()).text).toBe(FIRST_PAINT_SCRIPT);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=(\d+)/);
    expect(
      Number(response.headers.get('strict-transport-security')?.match(/max-age=(\d+)/)?.[1]),
    ).toBeGreaterThanOrEqual(31536000);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('keeps injected JSON from closing the script element', async () => {
    const html = await (await createTestPortal().fetch('http://acme.localhost:8787/')).text();
    const bootstrapJson = html.split(`id="${BOOTSTRAP_ELEMENT_ID}">`)[1]?.split('</script>')[0] ?? '';
    expect(bootstrapJson).not.toContain('<');
  });
});

/** The markup the page's script hydrates (the fixture templates stand in for the build's). */
function rootOf(html: string): string {
  return html.split('<div id="root">')[1]?.split('\n  </body>')[0] ?? '';
}

// Decision 066: every page, public ones included, is rendered by the one renderer from the one
// route tree, streamed into the one shell, in the visitor's look; no prerendered template, no tokens.
describe('public pages, rendered by the one renderer', () => {
  it("renders acme's login with acme in it: brand, logos, support link, year, contact us, its module", async () => {
    const html = await (await createTestPortal().fetch('http://acme.localhost:8787/')).text();
    // The entry, then the chunks of the page's module the build listed, load after the first paint.
    expect(firstPaintScriptOf(html).modules).toEqual(['/assets/index-test.js', '/assets/login-test.js']);
    const root = rootOf(html);
    expect(root).toMatch(/<h1[^>]*>Acme Rewards<\/h1>/);
    expect(root).toContain('alt="Acme Rewards"');
    expect(root).toContain('srcSet="/brands/acme/logo.svg"');
    expect(root).toContain('src="/brands/acme/logo-mobile.svg"');
    expect(root).toMatch(/<a [^>]*href="mailto:rewards@acme.test"[^>]*>rewards@acme.test<\/a>/);
    expect(root).toContain(`<span>${new Date().getFullYear()}</span>`);
    expect(root).toContain('Acme Logistics</p>');
    expect(root).toContain('href="/contact-us/"');
    // The login form is in the HTML itself, before any script has run.
    expect(root).toMatch(/<form[^>]*>/);
    expect(root).toContain('autoComplete="username"');
  });

  it('renders globex its own login, without the contact-us link it has switched off', async () => {
    const html = await (await createTestPortal().fetch('http://globex.localhost:8787/')).text();
    const footer = rootOf(html).split('<footer')[1] ?? '';
    expect(rootOf(html)).toMatch(/<h1[^>]*>Globex Benefits<\/h1>/);
    expect(footer).toContain('Globex Corporation');
    expect(footer).toContain('Privacy statement');
    expect(footer).not.toContain('Contact us');
    expect(footer).not.toContain('/contact-us/');
  });

  it('shows the client logo only for a tenant with one, and the support contact', async () => {
    const html = await (await createTestPortal().fetch('http://acme.localhost:8787/')).text();
    // Acme has no client logo: its header shows the brand's logo alone.
    expect(
      rootOf(html)
        .match(/<header[\s\S]*?<\/header>/)?.[0]
        .match(/<img /g),
    ).toHaveLength(1);
    expect(rootOf(html)).toContain('rewards@acme.test');
  });

  it('renders the cookie banner without the consent cookie and leaves it out with it', async () => {
    const portal = createTestPortal();
    const fresh = await (await portal.fetch('http://acme.localhost:8787/')).text();
    expect(rootOf(fresh)).toContain('aria-label="Cookie consent"');
    expect(rootOf(fresh)).toContain('Accept cookies');
    expect(bootstrapOf(fresh).cookieBanner).toBe(true);

    const cookie = `other=x; ${CONSENT_COOKIE_NAME}=${CONSENT_COOKIE_VALUE}`;
    const consented = await (
      await portal.fetch('http://acme.localhost:8787/', { headers: { cookie } })
    ).text();
    expect(rootOf(consented)).toMatch(/<h1[^>]*>Acme Rewards<\/h1>/);
    expect(consented).not.toContain('Cookie consent');
    expect(consented).not.toContain('Accept cookies');
    expect(bootstrapOf(consented).cookieBanner).toBe(false);
  });

  it('leaves the cookie banner out where the page hides it: the cookie policy, with its policy and title', async () => {
    const html = await (await createTestPortal().fetch('http://acme.localhost:8787/cookie-policy/')).text();
    expect(bootstrapOf(html).cookieBanner).toBe(false);
    expect(html).not.toContain('Cookie consent');
    expect(html).toContain('<title>Our Cookie Policy | Acme Rewards</title>');
  });

  it.each([
    ['/forgotten-password/', 'Reset your password'],
    ['/two-fa/', 'Enter authentication code'],
    ['/logout-success', 'You have been logged out'],
  ])('titles the public page %s in its first bytes from its route: "%s | brand"', async (path, title) => {
    const html = await (await createTestPortal().fetch(`http://acme.localhost:8787${path}`)).text();
    expect(html).toContain(`<title>${title} | Acme Rewards</title>`);
  });

  it('renders any unknown public path as the not-found page in the public frame, answered 404', async () => {
    const response = await createTestPortal().fetch('http://acme.localhost:8787/no/such/page');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(rootOf(html)).toContain('Page not found');
    expect(html).toContain('<title>Page not found | Acme Rewards</title>');
  });

  it('renders every public page, not only the login: the two-factor page, its module listed', async () => {
    const html = await (await createTestPortal().fetch('http://acme.localhost:8787/two-fa/')).text();
    expect(html).not.toContain('<div id="root"></div>');
    expect(rootOf(html)).toMatch(/<h1[^>]*>/);
  });

  it('renders an unknown sub-domain its page in the default look', async () => {
    const html = await (await createTestPortal().fetch('http://nowhere.localhost:8787/')).text();
    expect(html).not.toContain('<div id="root"></div>');
    expect(rootOf(html)).toMatch(/<h1[^>]*>C8<\/h1>/);
  });

  it('sends a signed-in visitor of the login page to /app/home/, and renders other public pages for them', async () => {
    const portal = createTestPortal();
    const client = createApiClient(portal, 'acme', { ip: '203.0.113.61' });
    expect((await client.login('emma.employee@acme.test')).status).toBe(200);
    const cookie = `${SESSION_COOKIE_NAME}=${client.cookie}`;
    const home = await portal.fetch('http://acme.localhost:8787/', { headers: { cookie } });
    expect(home.status).toBe(302);
    expect(home.headers.get('location')).toBe('/app/home/');
    const page = await portal.fetch('http://acme.localhost:8787/privacy-statement/', { headers: { cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(bootstrapOf(html).session?.firstName).toBe('Emma');
    // The breadcrumb leads to the signed-in home.
    expect(rootOf(html)).toContain('href="/app/home/"');
  });

  it('restores a stored session on the redirect route, and shows anyone else the login form (decision 047)', async () => {
    const portal = createTestPortal();
    const client = createApiClient(portal, 'acme', { ip: '203.0.113.62' });
    expect((await client.login('emma.employee@acme.test')).status).toBe(200);
    const cookie = `${SESSION_COOKIE_NAME}=${client.cookie}`;
    // With or without a partner's token (decision 076): someone signed in goes on to the home page.
    for (const path of ['/wrkit-redirect-sso/', '/wrkit-redirect-sso/abcdefgh1234/2026']) {
      const signedIn = await portal.fetch(`http://acme.localhost:8787${path}`, { headers: { cookie } });
      expect(signedIn.status, path).toBe(302);
      expect(signedIn.headers.get('location'), path).toBe('/app/home/');
    }

    const visitor = await portal.fetch('http://acme.localhost:8787/wrkit-redirect-sso/');
    expect(visitor.status).toBe(200);
    const html = await visitor.text();
    // The login, titled as at /, with the login module: no sign-on page, no token spent.
    expect(html).toContain('<title>Login | Acme Rewards</title>');
    expect(firstPaintScriptOf(html).modules).toEqual(['/assets/index-test.js', '/assets/login-test.js']);
    expect(rootOf(html)).toMatch(/<h1[^>]*>Acme Rewards<\/h1>/);
    expect(bootstrapOf(html).session).toBeNull();
  });

  it("serves a partner's redirect with a token as the sign-on page, spending nothing before the browser asks (decision 076)", async () => {
    const portal = createTestPortal();
    const visitor = await portal.fetch('http://acme.localhost:8787/wrkit-redirect-sso/abcdefgh1234/2026');
    expect(visitor.status).toBe(200);
    const html = await visitor.text();
    expect(html).toContain('<title>Logging in | Acme Rewards</title>');
    expect(bootstrapOf(html).session).toBeNull();
    expect(portal.upstreamCalls.filter((path) => /sso/.test(path))).toEqual([]);
  });
});
