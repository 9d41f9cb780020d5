import { describe, expect, it } from 'vitest';
import { SESSION_TOKENS, TENANT_TOKENS } from '../../worker/contract/prerendered-pages';
import { APP_PAGE_SOURCES } from './app-page-sources';
import {
  appPageModuleSource,
  PRERENDERED_APP_PAGES,
  REQUEST_RENDERED_SHELLS,
  renderAppPage,
} from './render-app-page';

describe("build-time prerender of the app's home", () => {
  it('renders the page itself in its frame, with tokens for the person and the tenant', async () => {
    const html = await renderAppPage('app-home');
    expect(html).toContain(`>Welcome, ${SESSION_TOKENS.firstName}</h1>`);
    expect(html).toContain(`<span>Hi, ${SESSION_TOKENS.firstName}</span>`);
    expect(html).toContain(`src="${SESSION_TOKENS.avatarUrl}"`);
    expect(html).toContain(`alt="${TENANT_TOKENS.brandName}"`);
    expect(html).toContain('data-tenant-slot="year"');
    // Not the loading fallback: the page's module was loaded before the render.
    expect(html).not.toContain('data-testid="page-loading"');
    // The cards' loading state, which the data replaces without moving anything above it.
    expect(html).toContain('aria-label="Loading your home page"');
  });

  it('carries the probation notice for the Worker to keep only for someone on probation', async () => {
    const html = await renderAppPage('app-home');
    expect(html).toMatch(/data-tenant-if="probation-notice"[^>]*>As you&#x27;re on probation/);
  });

  it('marks the links only some people get, in the nav and the burger menu, for the Worker to remove', async () => {
    const html = await renderAppPage('app-home');
    for (const condition of ['nav-my-benefits', 'nav-faqs', 'nav-dashboard']) {
      expect(html.split(`data-tenant-if="${condition}"`).length - 1).toBe(2);
    }
    expect(html).toMatch(/<a aria-current="page"[^>]*href="\/app\/home\/"/);
  });

  it('knows the source module of every prerendered app page and request-rendered shell', () => {
    const sources = APP_PAGE_SOURCES.map(({ source }) => source);
    for (const { url } of [
      ...Object.values(PRERENDERED_APP_PAGES),
      ...Object.values(REQUEST_RENDERED_SHELLS),
    ]) {
      expect(sources).toContain(appPageModuleSource(url));
    }
    expect(appPageModuleSource(REQUEST_RENDERED_SHELLS['app-product-page'].url)).toMatch(
      /benefit-page\.tsx$/,
    );
  });
});
