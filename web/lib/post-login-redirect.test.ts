import { describe, expect, it } from 'vitest';
import { toSameOriginPath } from './post-login-redirect';

const origin = 'https://acme.portal.example';

describe('toSameOriginPath', () => {
  it('keeps a path on this origin with its query and hash', () => {
    expect(toSameOriginPath('/app/my-benefits/?tab=1#top', origin)).toBe('/app/my-benefits/?tab=1#top');
    expect(toSameOriginPath(`${origin}/app/home/`, origin)).toBe('/app/home/');
  });

  it('refuses other origins, protocol-relative and script addresses', () => {
    expect(toSameOriginPath('https://evil.example/app', origin)).toBeNull();
    expect(toSameOriginPath('//evil.example/app', origin)).toBeNull();
    expect(toSameOriginPath('/\\evil.example/app', origin)).toBeNull();
    expect(toSameOriginPath('javascript:alert(1)', origin)).toBeNull();
    expect(toSameOriginPath('', origin)).toBeNull();
  });
});
