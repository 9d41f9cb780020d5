import { describe, expect, it } from 'vitest';
import { matchPathPattern } from './path-pattern';

describe('matchPathPattern', () => {
  it('matches literal paths, ignoring case and a trailing slash', () => {
    expect(matchPathPattern('/', '/')).toEqual({});
    expect(matchPathPattern('/logout-success', '/logout-success/')).toEqual({});
    expect(matchPathPattern('/logout-success', '/Logout-Success')).toEqual({});
    expect(matchPathPattern('/', '/anything')).toBeNull();
    expect(matchPathPattern('/logout-success', '/logout')).toBeNull();
  });

  it('reads decoded :parameters', () => {
    expect(matchPathPattern('/sso-login/:token/:year', '/sso-login/abc%2Ddef/2026')).toEqual({
      token: 'abc-def',
      year: '2026',
    });
    expect(matchPathPattern('/sso-login/:token/:year', '/sso-login/abc')).toBeNull();
    expect(matchPathPattern('/sso-login/:token/:year', '/sso-login/%E0%A4%A/2026')).toBeNull();
  });

  it('lets a trailing * take the rest of the path, or nothing', () => {
    expect(matchPathPattern('/two-fa/*', '/two-fa')).toEqual({ '*': '' });
    expect(matchPathPattern('/two-fa/*', '/two-fa/')).toEqual({ '*': '' });
    expect(matchPathPattern('/activation/:id/*', '/activation/act-42/step/2')).toEqual({
      id: 'act-42',
      '*': 'step/2',
    });
    expect(matchPathPattern('*', '/no/such/page')).toEqual({ '*': 'no/such/page' });
  });
});
