import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

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
