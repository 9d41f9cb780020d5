import { describe, expect, it } from 'vitest';
import { safeRedirect, signOutAddress } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps a path on this site', () => {
    expect(safeRedirect('/app/home/', '/')).toBe('/app/home/');
    expect(safeRedirect('/spirit/launch?x=1', '/')).toBe('/spirit/launch?x=1');
  });

  it('falls back for a missing target', () => {
    expect(safeRedirect(undefined, '/')).toBe('/');
    expect(safeRedirect('', '/app/home/')).toBe('/app/home/');
  });

  it('refuses other sites, protocol-relative and backslash tricks', () => {
    for (const target of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
      '/\tevil',
    ]) {
      expect(safeRedirect(target, '/')).toBe('/');
    }
  });
});

describe('signOutAddress', () => {
  const ONEHUB = 'https://login.onehub.example/logout?client=acme';

  it('keeps an https address in every environment', () => {
    for (const environment of ['production', 'staging', 'development', 'test']) {
      expect(signOutAddress(ONEHUB, environment)).toBe(ONEHUB);
    }
  });

  it('keeps plain http only on this machine, and only for development or tests', () => {
    const local = 'http://globex.localhost:8787/__dev/reference-sign-on/signed-out';
    expect(signOutAddress(local, 'development')).toBe(local);
    expect(signOutAddress(local, 'test')).toBe(local);
    expect(signOutAddress(local, 'production')).toBeNull();
    expect(signOutAddress('http://login.onehub.example/logout', 'development')).toBeNull();
  });

  it('refuses anything that is not an http(s) address', () => {
    for (const value of [
      null,
      undefined,
      '',
      '/logout-success',
      'javascript:alert(1)',
      'data:text/html,hi',
      'https://user:pass@login.onehub.example/',
      'not a url',
      `https://login.onehub.example/logout?state=${'x'.repeat(600)}`,
    ]) {
      expect(signOutAddress(value, 'development')).toBeNull();
    }
  });
});
