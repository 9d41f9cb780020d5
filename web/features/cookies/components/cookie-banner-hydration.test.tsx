import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PERSISTED_COOKIE_SLICE } from '#contract/spec-constants';
import { makeBootstrap, WithBootstrap } from '#support/web/app-support.tsx';
import { CookieSliceStoreProvider, createCookieSliceStore } from '#web/lib/persisted-cookie-slice.ts';
import { setMeetsServerMarkup } from '#web/lib/use-hydrated.ts';
import { CookieBanner } from './cookie-banner';

// The prerendered page carries the banner, and the Worker removes it for a request with the
// consent cookie (bootstrap.cookieBanner false): the hydrating render follows the bootstrap, so it
// matches the HTML whatever the storage says; after hydration the stored choice decides.
describe('CookieBanner hydration', () => {
  let container: HTMLElement;
  beforeEach(() => {
    localStorage.clear();
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => container.remove());

  function ui(cookieBanner: boolean) {
    const store = createCookieSliceStore({ storage: localStorage, eventTarget: null, cookieJar: null });
    return (
      <WithBootstrap value={makeBootstrap({ cookieBanner })}>
        <MemoryRouter>
          <CookieSliceStoreProvider store={store}>
            <CookieBanner hidden={false} />
          </CookieSliceStoreProvider>
        </MemoryRouter>
      </WithBootstrap>
    );
  }

  async function hydrate(cookieBanner: boolean) {
    // The Worker's render and the browser's hydration, as the entries set them (web/main.tsx).
    setMeetsServerMarkup(true);
    container.innerHTML = renderToString(ui(cookieBanner));
    const htmlBanner = container.querySelector('section[aria-label="Cookie consent"]') !== null;
    const errors = vi.fn();
    await act(async () => {
      hydrateRoot(container, ui(cookieBanner), { onRecoverableError: errors });
    });
    setMeetsServerMarkup(false);
    return { htmlBanner, errors };
  }

  it('hydrates the banner the Worker kept, with disabled buttons in the HTML, and hides it once the stored consent is read', async () => {
    localStorage.setItem(
      PERSISTED_COOKIE_SLICE.key,
      JSON.stringify({ version: 2, cookiesAccepted: true, nonNecessaryCookiesEnabled: true }),
    );
    setMeetsServerMarkup(true);
    container.innerHTML = renderToString(ui(true));
    expect(container.querySelector('button')).toBeDisabled();
    const { htmlBanner, errors } = await hydrate(true);
    expect(htmlBanner).toBe(true);
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('section[aria-label="Cookie consent"]')).not.toBeInTheDocument();
  });

  it('hydrates without the banner the Worker removed, and shows it if the storage has no consent', async () => {
    const { htmlBanner, errors } = await hydrate(false);
    expect(htmlBanner).toBe(false);
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('section[aria-label="Cookie consent"]')).toBeInTheDocument();
  });

  it('renders nothing while hidden, whatever the bootstrap says', async () => {
    container.innerHTML = renderToString(
      <WithBootstrap value={makeBootstrap({ cookieBanner: true })}>
        <CookieBanner hidden />
      </WithBootstrap>,
    );
    expect(container.innerHTML).toBe('');
  });
});
