import { describe, expect, it } from 'vitest';
import { prerenderedPageFor } from './prerendered-pages';
import { isAppPath, matchPublicRoute, showsLoginForm } from './public-pages';
import { readSignOnLink } from './sign-on-requests';

const client = { name: 'Acme Logistics', contactUsEnabled: true, ssoAccessOnly: false };
const page = (path: string, facts: Partial<Parameters<typeof prerenderedPageFor>[1]> = {}) =>
  prerenderedPageFor(new URL(path, 'https://acme.portal.example'), {
    client,
    captchaProvider: 'test',
    ...facts,
  });

describe('the two entries', () => {
  it('gives /app, /app/… and /logout to the signed-in app and every other path to the public pages', () => {
    expect(
      ['/app', '/app/home/', '/App/dashboard/', '/logout', '/logout/', '/contact-us/'].map(isAppPath),
    ).toEqual([true, true, true, true, true, true]);
    expect(['/', '/logout-success', '/application', '/apps/x', '/two-fa/'].map(isAppPath)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('names the public page of a path, and not-found for any other', () => {
    expect(matchPublicRoute('/')).toEqual({ name: 'login', params: {} });
    expect(matchPublicRoute('/wrkit-redirect-sso/tok3n1234/2026').name).toBe('ssoRedirect');
    expect(matchPublicRoute('/wrkit-redirect-sso/').name).toBe('ssoRedirect');
    expect(showsLoginForm('/')).toBe(true);
    expect(showsLoginForm('/wrkit-redirect-sso/')).toBe(true);
    expect(showsLoginForm('/sso-login/tok3n1234/2026')).toBe(false);
    expect(matchPublicRoute('/cookie-policy/').name).toBe('cookiePolicy');
    expect(matchPublicRoute('/privacy-statement').name).toBe('privacyStatement');
    expect(matchPublicRoute('/terms-and-conditions/').name).toBe('termsAndConditions');
    expect(matchPublicRoute('/cookie-policies/').name).toBe('notFound');
  });
});

describe('prerenderedPageFor', () => {
  it('serves the login, in single-sign-on-only mode for such a client', () => {
    expect(page('/')).toBe('login');
    expect(page('/', { client: { ...client, ssoAccessOnly: true } })).toBe('login-sso-only');
  });

  it("renders in the browser what the prerender did not see: the password-changed alert, an expired link's message", () => {
    expect(page('/?password-changed=true')).toBeNull();
    expect(page('/forgotten-password?message=token-expired')).toBeNull();
    expect(page('/reset-password')).toBeNull();
    expect(page('/reset-password?token=%20')).toBeNull();
    expect(page('/forgotten-password/', { client: { ...client, ssoAccessOnly: true } })).toBeNull();
  });

  it('picks the forgotten-password page for the captcha in use', () => {
    expect(page('/forgotten-password')).toBe('forgotten-password');
    expect(page('/forgotten-password', { captchaProvider: 'turnstile' })).toBe(
      'forgotten-password-captcha-widget',
    );
  });

  it('serves every other public page its first state, and not-found for the rest', () => {
    expect(
      [
        '/reset-password?token=abc12345&dob=01-01-1990',
        '/activation/act-42',
        '/two-fa/',
        '/two-fa-qr-setup/',
        '/two-fa-code-setup',
        '/sso-login/tok3n1234/2026',
        '/wrkit-redirect-sso/tok3n1234/2026',
        '/sso-error/',
        '/logout-success',
        '/no/such/page',
      ].map((path) => page(path)),
    ).toEqual([
      'reset-password',
      'activation',
      'two-fa',
      'two-fa-qr-setup',
      'two-fa-code-setup',
      'sso-login',
      // The redirect route shows the login (decision 047).
      'login',
      'sso-error',
      'logout-success',
      'not-found',
    ]);
  });

  it('serves a content page prerendered when its policy loaded, and renders the failure view in the browser', () => {
    const loaded = { page: 'privacyStatement', html: '<p>Policy</p>' } as const;
    expect(page('/privacy-statement/', { content: loaded })).toBe('privacy-statement');
    expect(page('/privacy-statement', { content: loaded })).toBe('privacy-statement');
    expect(page('/cookie-policy/', { content: { page: 'cookiePolicy', html: '' } })).toBe('cookie-policy');
    expect(
      page('/terms-and-conditions/', { content: { page: 'termsAndConditions', html: null } }),
    ).toBeNull();
    expect(page('/terms-and-conditions/')).toBeNull();
  });

  it('prerenders nothing for an unknown client (the footer names the client)', () => {
    expect(page('/', { client: null })).toBeNull();
  });
});

describe('readSignOnLink', () => {
  it('reads a token and scheme year that can be right, and refuses any other', () => {
    expect(readSignOnLink('abcdefgh1234', '2026')).toEqual({ token: 'abcdefgh1234', schemeYear: 2026 });
    expect(readSignOnLink('short', '2026')).toBeNull();
    expect(readSignOnLink('has spaces in it', '2026')).toBeNull();
    expect(readSignOnLink('abcdefgh1234', '1999')).toBeNull();
    expect(readSignOnLink('abcdefgh1234', '20x6')).toBeNull();
    expect(readSignOnLink('abcdefgh1234', '')).toBeNull();
  });
});
