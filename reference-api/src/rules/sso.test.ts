import { describe, expect, it } from 'vitest';
import { isSsoEmail, signOnLandingUrl, ssoLoginUrl, ssoLogoutUrl } from './sso.ts';

const GLOBEX = 'http://globex.localhost:8787';

describe('single sign-on rules', () => {
  it('matches only the exact SSO domain, case-insensitively', () => {
    expect(isSsoEmail('sid.sso@SSO.globex.test', 'sso.globex.test')).toBe(true);
    expect(isSsoEmail('gina.employee@globex.test', 'sso.globex.test')).toBe(false);
    expect(isSsoEmail('x@evil-sso.globex.test', 'sso.globex.test')).toBe(false);
    expect(isSsoEmail('emma.employee@acme.test', null)).toBe(false);
  });

  it("puts the URL-encoded e-mail on the portal's reference sign-on URL", () => {
    expect(ssoLoginUrl(GLOBEX, 'sid.sso+x@sso.globex.test')).toBe(
      'http://globex.localhost:8787/__dev/reference-sign-on?email=sid.sso%2Bx%40sso.globex.test',
    );
  });

  it('gives a logout URL, the signed-out page, only to SSO users', () => {
    expect(ssoLogoutUrl(GLOBEX, 'sid.sso@sso.globex.test', 'sso.globex.test')).toBe(
      'http://globex.localhost:8787/__dev/reference-sign-on/signed-out',
    );
    expect(ssoLogoutUrl(GLOBEX, 'gina.employee@globex.test', 'sso.globex.test')).toBeNull();
  });

  it('lands a sign-on token on /sso-login/{token}/{year}', () => {
    expect(signOnLandingUrl(GLOBEX, 'msqAbc_-1', 2026)).toBe(
      'http://globex.localhost:8787/sso-login/msqAbc_-1/2026',
    );
  });
});
