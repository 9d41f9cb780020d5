import { describe, expect, it } from 'vitest';
import { bearerTokenFrom, presentsCredentials } from './bearer-token.ts';

describe('bearer token from the request headers', () => {
  it('reads Authorization: Bearer, with any case of the scheme', () => {
    expect(bearerTokenFrom('Bearer abc', undefined)).toBe('abc');
    expect(bearerTokenFrom('bearer  abc ', undefined)).toBe('abc');
  });

  it('falls back to X-Bearer-Token', () => {
    expect(bearerTokenFrom(undefined, ' abc ')).toBe('abc');
  });

  it('prefers Authorization when both carry a token', () => {
    expect(bearerTokenFrom('Bearer one', 'two')).toBe('one');
  });

  it('reads X-Bearer-Token when Authorization carries no bearer token', () => {
    expect(bearerTokenFrom('Basic YTpi', 'two')).toBe('two');
  });

  it('finds no token in other schemes, empty values or extra words', () => {
    expect(bearerTokenFrom('Basic YTpi', undefined)).toBeNull();
    expect(bearerTokenFrom('Bearer ', undefined)).toBeNull();
    expect(bearerTokenFrom('Bearer a b', undefined)).toBeNull();
    expect(bearerTokenFrom(undefined, '')).toBeNull();
    expect(bearerTokenFrom(undefined, undefined)).toBeNull();
  });

  it('counts any credential header as an attempt to authenticate', () => {
    expect(presentsCredentials(undefined, undefined)).toBe(false);
    expect(presentsCredentials('', undefined)).toBe(true);
    expect(presentsCredentials(undefined, 'x')).toBe(true);
  });
});
