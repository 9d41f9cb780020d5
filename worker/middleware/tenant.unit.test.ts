import { describe, expect, it } from 'vitest';
import { parseRootDomains, resolveTenant } from './tenant';

const roots = parseRootDomains('localhost, portal.example');

describe('resolveTenant', () => {
  it('names the tenant after the sub-domain label', () => {
    expect(resolveTenant('acme.localhost:8787', roots)).toBe('acme');
    expect(resolveTenant('globex.portal.example', roots)).toBe('globex');
  });

  it('treats plain localhost as the local default client', () => {
    expect(resolveTenant('localhost:8787', roots)).toBe('localhost');
  });

  it('ignores letter case and a trailing dot', () => {
    expect(resolveTenant('ACME.Portal.Example.', roots)).toBe('acme');
  });

  it('gives no tenant for the bare production domain, foreign hosts and nested labels', () => {
    expect(resolveTenant('portal.example', roots)).toBeNull();
    expect(resolveTenant('acme.evil.test', roots)).toBeNull();
    expect(resolveTenant('a.b.localhost', roots)).toBeNull();
    expect(resolveTenant('-bad-.localhost', roots)).toBeNull();
    expect(resolveTenant(undefined, roots)).toBeNull();
  });
});
