import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodiesSentTo, json, stubApi } from '#support/web/api-stubs.tsx';
import { WithBootstrap } from '#support/web/app-support.tsx';
import { CookieSliceStoreProvider, createCookieSliceStore } from '#web/lib/persisted-cookie-slice.ts';
import { LoginForm } from './login-form';

// The login page is HTML-first: its form is in the Worker's HTML and people type into it before
// the page's script has run. The form's inputs are uncontrolled, so hydration keeps that text and
// react-hook-form registers it as the field's value (docs/decisions/067).
describe('the login form, hydrated over its server-rendered HTML', () => {
  let container: HTMLElement;
  let root: Root | undefined;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    container.remove();
    vi.unstubAllGlobals();
  });

  function ui() {
    const store = createCookieSliceStore({ storage: null, eventTarget: null });
    store.update({ cookiesAccepted: true });
    return (
      <MemoryRouter>
        <WithBootstrap>
          <CookieSliceStoreProvider store={store}>
            <LoginForm onSignedIn={() => {}} />
          </CookieSliceStoreProvider>
        </WithBootstrap>
      </MemoryRouter>
    );
  }

  async function hydrateAfterTyping(email: string) {
    container.innerHTML = renderToString(ui());
    const input = container.querySelector('input[type="email"]') as HTMLInputElement;
    // Typed before the script ran: no React handler is attached yet.
    input.value = email;
    const errors = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, ui(), { onRecoverableError: errors });
    });
    return { errors };
  }

  it('keeps the address typed before hydration, and Next looks that address up', async () => {
    const api = stubApi({ 'POST /api/auth/login-url': () => json({ next: 'password' }) });
    const { errors } = await hydrateAfterTyping('emma.employee@acme.test');
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('emma.employee@acme.test');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('button', { name: 'Login' });
    expect(bodiesSentTo(api, 'POST /api/auth/login-url')).toEqual([{ email: 'emma.employee@acme.test' }]);
  });

  it('judges the typed address on blur, as if it had been typed after hydration', async () => {
    await hydrateAfterTyping('emma@acme');
    const email = screen.getByRole('textbox', { name: 'Email address' });
    act(() => email.focus());
    fireEvent.blur(email);
    await waitFor(() => expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument());
  });

  it('sends what a password manager filled in without an input event, with Enter pressed at once', async () => {
    const api = stubApi({ 'POST /api/auth/login-url': () => json({ next: 'password' }) });
    await act(async () => {
      root = createRoot(container);
      root.render(ui());
    });
    // Filled as some password managers do it: the value set, no input event.
    (screen.getByRole('textbox', { name: 'Email address' }) as HTMLInputElement).value =
      'emma.employee@acme.test';
    await act(async () => {
      fireEvent.submit(screen.getByRole('button', { name: 'Next' }).closest('form') as HTMLFormElement);
    });
    await screen.findByRole('button', { name: 'Login' });
    expect(bodiesSentTo(api, 'POST /api/auth/login-url')).toEqual([{ email: 'emma.employee@acme.test' }]);
  });
});
