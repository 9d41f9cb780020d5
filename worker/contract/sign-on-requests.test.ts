import { describe, expect, it } from 'vitest';
import { readSignOnLink } from './sign-on-requests';

describe('readSignOnLink', () => {
  it('reads a token and scheme year that can be right, and refuses any other', () => {
    expect(readSignOnLink('abcdefgh1234', '2026')).toEqual({ token: 'abcdefgh1234', schemeYear: 2026 });
    expect(readSignOnLink('short', '2026')).toBeNull();
    expect(readSignOnLink('has spaces in it', '2026')).toBeNull();
    expect(readSignOnLink('abcdefgh1234', '1999')).toBeNull();
    expect(readSignOnLink('abcdefgh1234', '20x6')).toBeNull();
    expect(readSignOnLink('abcdefgh1234', '')).toBeNull();
  });
});
