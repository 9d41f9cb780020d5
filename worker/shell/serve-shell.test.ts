import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { BOOTSTRAP_ELEMENT_ID, bootstrapSchema } from '../contract/bootstrap';
import { createTestPortal } from '../test-support';
import { themeCacheKey } from '../theme/theme-store';

function bootstrapOf(html: string) {
  const match = html.match(
    new RegExp(`<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">(.*?)</script>`),
  );
  if (!match?.[1]) throw new Error('no bootstrap in the page');
  return bootstrapSchema.parse(JSON.parse(match[1]));
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
    expect(html).toContain("--font-body:'Inter'");
    expect(html).toContain("--font-heading:'Poppins'");
    expect(html).toContain('<html lang="en-GB" data-tenant="acme">');
    expect(html).toContain('href="/brands/acme/logo.svg"');
    const bootstrap = bootstrapOf(html);
    expect(bootstrap.tenant).toBe('acme');
    expect(bootstrap.client).toEqual({
      name: 'Acme Logistics',
      contactUsEnabled: true,
      ssoAccessOnly: false,
    });
    expect(bootstrap.session).toBeNull();
  });

  it('gives globex its own look', async () => {
    const html = await (await createTestPortal().fetch('http://globex.localhost:8787/')).text();
    expect(html).toContain('<title>Login | Globex Benefits</title>');
    expect(html).toContain('--brand-primary-100:#0F7B6C');
    expect(html).toContain("--font-body:'Lato'");
    expect(html).toContain("--font-heading:'Merriweather'");
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

  it('answers deep links with the shell and never lets the HTML be cached', async () => {
    const response = await createTestPortal().fetch('http://acme.localhost:8787/app/home/');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toContain('<title>Acme Rewards</title>');
  });

  it('sends the security headers with the HTML', async () => {
    const response = await createTestPortal().fetch('http://acme.localhost:8787/');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
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
