import { describe, expect, it } from 'vitest';
import { isSsoEmail, ssoLoginUrl, ssoLogoutUrl } from './sso.ts';

describe('single sign-on rules', () => {
  it('matches only the exact SSO domain, case-insensitively', () => {
    expect(isSsoEmail('sid.sso@SSO.globex.test', 'sso.globex.test')).toBe(true);
    expect(isSsoEmail('gina.employee@globex.test', 'sso.globex.test')).toBe(false);
    expect(isSsoEmail('x@evil-sso.globex.test', 'sso.globex.test')).toBe(false);
    expect(isSsoEmail('emma.employee@acme.test', null)).toBe(false);
  });

  it('puts the URL-encoded e-mail on the reference sign-on URL', () => {
    expect(ssoLoginUrl('sid.sso+x@sso.globex.test')).toBe(
      '/sso/reference-sign-on?email=sid.sso%2Bx%40sso.globex.test',
    );
  });

  it('gives a logout URL only to SSO users', () => {
    expect(ssoLogoutUrl('sid.sso@sso.globex.test', 'sso.globex.test')).toBe('/sso/reference-sign-on/logout');
    expect(ssoLogoutUrl('gina.employee@globex.test', 'sso.globex.test')).toBeNull();
  });
});
