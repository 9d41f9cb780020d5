import { describe, expect, it } from 'vitest';
import { CONTENT_HTML_TOKEN } from '#contract/content-pages';
import { PRERENDERED_PAGES, TENANT_TOKENS } from '#contract/prerendered-pages';
import { renderPublicPage as render } from './render-public-page';

const renderPublicPage = async (name: Parameters<typeof render>[0]) => (await render(name)).markup;

describe('build-time prerender', () => {
  it('renders the login with tokens for every tenant text and marks what the Worker fills in', async () => {
    const html = await renderPublicPage('login');
    expect(html).toContain(`>${TENANT_TOKENS.brandName}</h1>`);
    expect(html).toContain(`alt="${TENANT_TOKENS.brandName}"`);
    expect(html).toContain(`srcSet="${TENANT_TOKENS.logoUrl}"`);
    expect(html).toContain(`src="${TENANT_TOKENS.mobileLogoUrl}"`);
    expect(html).toContain('data-tenant-if="client-logo"');
    expect(html).toContain('data-tenant-if="contact-us"');
    expect(html).toContain('data-tenant-if="support-contact"');
    expect(html).toContain('data-tenant-slot="support-contact-link"');
    expect(html).toContain('data-tenant-slot="year"');
    expect(html).toContain(TENANT_TOKENS.clientName);
  });

  it('renders the cookie banner for the Worker to remove, and buttons disabled until hydration', async () => {
    const html = await renderPublicPage('login');
    expect(html).toMatch(/<section aria-label="Cookie consent"[^>]* data-tenant-if="cookie-banner"/);
    expect(html).toMatch(/<button[^>]* disabled=""[^>]*>Accept cookies<\/button>/);
    expect(html).toMatch(/<button type="submit"[^>]* disabled=""[^>]*>Next<\/button>/);
  });

  it('renders the single-sign-on-only login and each page in its first state', async () => {
    expect(await renderPublicPage('login-sso-only')).toContain('Sign in with single sign-on');
    expect(await renderPublicPage('reset-password')).toContain('Checking your link...');
    expect(await renderPublicPage('activation')).toContain('Loading your details...');
    expect(await renderPublicPage('two-fa-qr-setup')).toContain('Loading your QR code...');
    expect(await renderPublicPage('sso-login')).toContain('Logging you in...');
    expect(await renderPublicPage('not-found')).toContain('Page not found');
  });

  it('renders each content page with its title and the policy as a token the Worker replaces', async () => {
    for (const [name, title] of [
      ['cookie-policy', 'Our Cookie Policy'],
      ['privacy-statement', 'Privacy Statement'],
      ['terms-and-conditions', 'Terms and Conditions'],
    ] as const) {
      const html = await renderPublicPage(name);
      expect(html, name).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
      expect(html, name).toMatch(new RegExp(`<div[^>]*>${CONTENT_HTML_TOKEN}</div>`));
      expect(html, name).toContain('aria-label="Breadcrumb"');
      expect(html, name).toMatch(/href="\/"[^>]*>Home<\/a>/);
    }
  });

  it('names the module of every prerendered page, the one its route loads', async () => {
    expect(Object.keys(PRERENDERED_PAGES).length).toBeGreaterThan(0);
    for (const name of Object.keys(PRERENDERED_PAGES) as (keyof typeof PRERENDERED_PAGES)[]) {
      const { module } = await render(name);
      if (name === 'not-found') {
        expect(module, name).toBe('');
        continue;
      }
      expect(module, name).toMatch(/^features\/[a-z-]+\/routes\/[a-z-]+\.tsx$/);
      const page = await import(/* @vite-ignore */ `../${module}`);
      expect(typeof page.Component, name).toBe('function');
    }
  });
});
