import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostnameOf, hostOf } from './request-host';

describe('hostOf and hostnameOf', () => {
  it('read what URL parsing reads, for any web URL as the runtime normalises it', () => {
    fc.assert(
      fc.property(
        fc.webUrl({
          withQueryParameters: true,
          withFragments: true,
          authoritySettings: { withPort: true, withUserInfo: true, withIPv4: true, withIPv6: true },
        }),
        (raw) => {
          const url = new URL(raw);
          expect(hostOf(url.href)).toBe(url.host);
          expect(hostnameOf(url.href)).toBe(url.hostname);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('reads the hosts the portal serves', () => {
    expect(hostOf('http://acme.localhost:8787/api/session')).toBe('acme.localhost:8787');
    expect(hostnameOf('http://acme.localhost:8787/api/session')).toBe('acme.localhost');
    expect(hostnameOf('https://globex.portal.example/')).toBe('globex.portal.example');
    expect(hostnameOf('http://[::1]:8787/')).toBe('[::1]');
  });
});
