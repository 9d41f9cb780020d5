import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { hrefOf, PATHS, withSubpaths } from './page-paths';

describe('hrefOf', () => {
  it('fills each parameter of a path, and keeps the rest of it as written', () => {
    expect(hrefOf(PATHS.benefit, { benefitId: 7 })).toBe('/app/my-benefits/7');
    expect(hrefOf(PATHS.benefitSetup, { benefitId: '12' })).toBe('/app/my-benefits/12/setup');
    expect(hrefOf(PATHS.ssoLogin, { token: 'abc', year: 2026 })).toBe('/sso-login/abc/2026');
  });

  it('encodes a value as one path segment', () => {
    expect(hrefOf(PATHS.activation, { id: 'a/b c' })).toBe('/activation/a%2Fb%20c');
  });

  it('is typed by the path: a missing or unknown parameter, or a path without any, does not compile', () => {
    // @ts-expect-error benefitId is missing
    expect(() => hrefOf(PATHS.takeUpDetail, {})).toThrow(':benefitId');
    // @ts-expect-error the path has no parameter `id`
    expect(hrefOf(PATHS.approvalsBenefit, { benefitId: 1, id: 2 })).toBe(
      '/app/dashboard/approve-selections/1',
    );
    // @ts-expect-error a path without parameters is linked as it is (PATHS.home)
    expect(hrefOf(PATHS.home, {})).toBe(PATHS.home);
  });
});

describe('a route pattern from a path', () => {
  it('matches the page at its path and at any deeper path', () => {
    for (const path of [PATHS.twoFactorCode, PATHS.twoFactorCodeSetup, PATHS.contactUs]) {
      const pattern = withSubpaths(path);
      expect(pattern).toMatch(/[^/]\/\*$/);
      expect(matchPath(pattern, path)).not.toBeNull();
      expect(matchPath(pattern, `${path.replace(/\/$/, '')}/deeper`)).not.toBeNull();
    }
  });

  it('matches a page with or without its trailing slash (React Router ignores it), and only that page', () => {
    expect(matchPath(PATHS.home, '/app/home')).not.toBeNull();
    expect(matchPath(PATHS.home, '/app/home/')).not.toBeNull();
    expect(matchPath(PATHS.takeUp, '/app/dashboard/benefit-takeup/')).not.toBeNull();
    expect(matchPath(PATHS.home, '/app/home/my-profile/')).toBeNull();
  });
});

describe('the paths', () => {
  it('are each written once: no two pages share a path', () => {
    const paths = Object.values(PATHS);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
