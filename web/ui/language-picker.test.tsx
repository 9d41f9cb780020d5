import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, bodiesSentTo, json, stubApi } from '#support/web/api-stubs.tsx';
import { makeBootstrap, renderPublicRoutes } from '#support/web/app-support.tsx';
import { Component as LoginRoute } from '#web/features/auth/routes/login.tsx';
import { createCookieSliceStore } from '#web/lib/persisted-cookie-slice.ts';
import { LanguagePicker } from './language-picker';

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.lang = 'en-GB';
  document.documentElement.dir = 'ltr';
});

async function renderLogin(languages = makeBootstrap().client?.languages ?? []) {
  const bootstrap = makeBootstrap();
  if (bootstrap.client) bootstrap.client.languages = languages;
  const store = createCookieSliceStore({ storage: null, eventTarget: null });
  // As the public frame shows it: the page, and the picker in the footer below it.
  const LoginWithPicker = () => (
    <>
      <LoginRoute />
      <LanguagePicker />
    </>
  );
  renderPublicRoutes([{ path: '/', Component: LoginWithPicker }], { bootstrap, cookieStore: store });
  await screen.findByRole('textbox', { name: 'Email address' });
  return userEvent.setup();
}

describe('the language picker on the login page', () => {
  it('lists the languages the client allows, each by its own name and in its own language', async () => {
    stubApi({});
    await renderLogin(['en-GB', 'de', 'ar']);
    const picker = screen.getByRole('combobox', { name: 'Language' });
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['English', 'Deutsch', 'العربية']);
    expect(options.map((option) => option.getAttribute('lang'))).toEqual(['en-GB', 'de', 'ar']);
    expect(picker).toHaveValue('en-GB');
  });

  it('re-renders the page in the chosen language where it stands, keeping what was typed', async () => {
    const api = stubApi({ 'PUT /api/language': () => json({ language: 'de' }) });
    const user = await renderLogin();
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'emma.employee@acme.test');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de');

    const email = await screen.findByRole('textbox', { name: 'E-Mail-Adresse' });
    expect(email).toHaveValue('emma.employee@acme.test');
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    expect(document.documentElement).toHaveAttribute('lang', 'de');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(bodiesSentTo(api, 'PUT /api/language')).toEqual([{ language: 'de' }]);
  });

  it('turns the page right to left for Arabic', async () => {
    stubApi({ 'PUT /api/language': () => json({ language: 'ar' }) });
    const user = await renderLogin();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ar');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(screen.getByRole('button', { name: 'التالي' })).toBeInTheDocument();
  });

  it('says so, and stays in its language, when the choice could not be kept', async () => {
    stubApi({
      'PUT /api/language': () => apiError(422, 'This language is not available here', 'language_not_allowed'),
    });
    const user = await renderLogin();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'fr');
    expect(
      await screen.findByText('The language could not be changed. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en-GB');
    expect(document.documentElement).toHaveAttribute('lang', 'en-GB');
  });

  it('is not shown where the client allows one language only', async () => {
    stubApi({});
    await renderLogin(['en-GB']);
    expect(screen.queryByRole('combobox', { name: 'Language' })).not.toBeInTheDocument();
  });
});
