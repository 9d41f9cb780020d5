import { describe, expect, it } from 'vitest';
import { base64Url, hashToken, looksLikeToken, newToken } from './token-codec.ts';

describe('bearer token codec', () => {
  it('makes distinct 43-character base64url tokens from 32 random bytes', () => {
    const first = newToken();

    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newToken()).not.toBe(first);
    expect(looksLikeToken(first)).toBe(true);
  });

  it('refuses text that cannot be a token', () => {
    expect(looksLikeToken('')).toBe(false);
    expect(looksLikeToken(`${newToken()}A`)).toBe(false);
    expect(looksLikeToken(`${'a'.repeat(42)}+`)).toBe(false);
  });

  it('uses the URL-safe alphabet without padding', () => {
    expect(base64Url(new Uint8Array([0xfb, 0xff]))).toBe('-_8');
  });

  it('hashes a token to the hex SHA-256 that the tokens table stores', async () => {
    expect(await hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
