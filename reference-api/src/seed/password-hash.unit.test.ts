import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash.ts';

const PASSWORD = 'Sunlit-Harbour#47';
const FIXED_SALT = new Uint8Array(16).fill(7);

describe('password hashing', () => {
  it('verifies the password it hashed', async () => {
    expect(await verifyPassword(PASSWORD, await hashPassword(PASSWORD))).toBe(true);
  });

  it('rejects any other password, including one differing only in case', async () => {
    const stored = await hashPassword(PASSWORD);

    expect(await verifyPassword('sunlit-harbour#47', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('stores PBKDF2 with 100000 iterations, a 16-byte salt and a 32-byte hash', async () => {
    const stored = await hashPassword(PASSWORD);

    expect(stored).toMatch(/^pbkdf2\$100000\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
  });

  it('salts each hash randomly unless a salt is given, and is deterministic with one', async () => {
    expect(await hashPassword(PASSWORD)).not.toBe(await hashPassword(PASSWORD));
    expect(await hashPassword(PASSWORD, FIXED_SALT)).toBe(await hashPassword(PASSWORD, FIXED_SALT));
  });

  it('refuses a salt that is not 16 bytes', async () => {
    await expect(hashPassword(PASSWORD, new Uint8Array(8))).rejects.toThrow(RangeError);
  });

  it.each([
    ['empty', ''],
    ['another scheme', 'bcrypt$100000$AAAAAAAAAAAAAAAAAAAAAA==$AAAA'],
    ['missing the hash', 'pbkdf2$100000$AAAAAAAAAAAAAAAAAAAAAA=='],
    ['an extra part', 'pbkdf2$100000$AAAAAAAAAAAAAAAAAAAAAA==$AAAA$AAAA'],
    ['zero iterations', 'pbkdf2$0$AAAAAAAAAAAAAAAAAAAAAA==$AAAA'],
    ['more iterations than Workers allow', 'pbkdf2$100001$AAAAAAAAAAAAAAAAAAAAAA==$AAAA'],
    ['a salt that is not base64', 'pbkdf2$100000$not*base64$AAAA'],
  ])('treats a stored hash that is %s as not matching', async (_reason, stored) => {
    expect(await verifyPassword(PASSWORD, stored)).toBe(false);
  });
});
