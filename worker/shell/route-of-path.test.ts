import { routeOfPath } from '@portal/app-page-renderer';
import { describe, expect, it } from 'vitest';

// Decision 066: the Worker asks the one route tree which page a path is (react-router's matching),
// where it had a regex for the app's paths and a matcher of its own for the public pages.
describe('which page of the one route tree a path is', () => {
  it('draws /app, /app/…, /logout and /contact-us in the app frame and every other path in the public frame', () => {
    const frames = (paths: string[]) => paths.map((path) => routeOfPath(path).frame);
    expect(
      frames(['/app', '/app/home/', '/App/dashboard/', '/app/no-such-page', '/logout', '/logout/']),
    ).toEqual(Array(6).fill('app'));
    expect(frames(['/contact-us/', '/contact-us/thanks'])).toEqual(['app', 'app']);
    expect(frames(['/', '/logout-success', '/application', '/apps/x', '/two-fa/', '/no-such-page'])).toEqual(
      Array(6).fill('public'),
    );
  });

  it('asks for a session on every page of the app frame but /logout, and on no public page', () => {
    expect(routeOfPath('/app/home/').needsSession).toBe(true);
    expect(routeOfPath('/app/no-such-page').needsSession).toBe(true);
    expect(routeOfPath('/contact-us/').needsSession).toBe(true);
    expect(routeOfPath('/logout').needsSession).toBe(false);
    expect(routeOfPath('/').needsSession).toBe(false);
    expect(routeOfPath('/two-fa/').needsSession).toBe(false);
  });

  it('names the public page of a path, and not-found for any other', () => {
    expect(routeOfPath('/').name).toBe('login');
    // A partner's redirect with its token and year signs in (decision 076); anything else there is the login.
    expect(routeOfPath('/wrkit-redirect-sso/tok3n1234/2026').name).toBe('partnerSignOn');
    expect(routeOfPath('/wrkit-redirect-sso/').name).toBe('ssoRedirect');
    expect(routeOfPath('/wrkit-redirect-sso/tok3n1234').name).toBe('ssoRedirect');
    expect(routeOfPath('/cookie-policy/').name).toBe('cookiePolicy');
    expect(routeOfPath('/privacy-statement').name).toBe('privacyStatement');
    expect(routeOfPath('/terms-and-conditions/').name).toBe('termsAndConditions');
    expect(routeOfPath('/cookie-policies/').name).toBe('notFound');
    expect(routeOfPath('/app/home/').name).toBeNull();
  });

  it('restores a session on the pages that show the login form, and a partner’s redirect, only', () => {
    expect(routeOfPath('/').restoresSession).toBe(true);
    expect(routeOfPath('/wrkit-redirect-sso/').restoresSession).toBe(true);
    expect(routeOfPath('/wrkit-redirect-sso/tok3n1234/2026').restoresSession).toBe(true);
    expect(routeOfPath('/sso-login/tok3n1234/2026').restoresSession).toBe(false);
    expect(routeOfPath('/forgotten-password/').restoresSession).toBe(false);
  });

  it('hides the cookie banner on the cookie policy, not on a page whose path only begins like it', () => {
    expect(routeOfPath('/cookie-policy/').hidesCookieBanner).toBe(true);
    expect(routeOfPath('/Cookie-Policy').hidesCookieBanner).toBe(true);
    expect(routeOfPath('/cookie-policies/').hidesCookieBanner).toBe(false);
    expect(routeOfPath('/privacy-statement/').hidesCookieBanner).toBe(false);
  });
});
