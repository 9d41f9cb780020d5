import { describe, expect, it } from 'vitest';
import { totpCodeForStep as independentCode, TOM_TOTP_SECRET, totpCode } from '#fixtures/totp.ts';
import { base32Decode, isTotpSecret, totpCodeForStep, totpStepAt, verifyTotp } from './totp.ts';
import { base32Encode } from './totp-secret.ts';

// RFC 6238 appendix B: the SHA-1 seed is the ASCII text "12345678901234567890".
const RFC_SEED = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
// The appendix's 8-digit values, of which a 6-digit code is the last six digits.
const RFC_VECTORS: ReadonlyArray<readonly [seconds: number, eightDigits: string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('base32Decode', () => {
  it('decodes the RFC seed and round-trips with base32Encode', () => {
    expect(new TextDecoder().decode(base32Decode(RFC_SEED) ?? new Uint8Array())).toBe('12345678901234567890');
    const bytes = new Uint8Array([0x48, 0x65, 0x6c, 0x6c, 0x6f, 0x21, 0xde, 0xad, 0xbe, 0xef]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(base32Decode('jbswy3dpehpk3pxp')).toEqual(bytes);
  });

  it('refuses characters outside the alphabet', () => {
    expect(base32Decode('JBSWY3DP1')).toBeNull();
    expect(isTotpSecret('JBSWY3DP')).toBe(false);
    expect(isTotpSecret(TOM_TOTP_SECRET)).toBe(true);
  });
});

describe('TOTP codes (RFC 6238, SHA-1, 6 digits, 30 s)', () => {
  it.each(RFC_VECTORS)('gives the appendix B value at T=%i', async (seconds, eightDigits) => {
    expect(await totpCodeForStep(RFC_SEED, totpStepAt(seconds * 1000))).toBe(eightDigits.slice(2));
  });

  it('names the two vectors of the brief', async () => {
    expect(await totpCodeForStep(RFC_SEED, totpStepAt(59_000))).toBe('287082');
    expect(await totpCodeForStep(RFC_SEED, totpStepAt(1_111_111_109_000))).toBe('081804');
  });

  it("agrees with the independent test authenticator on Tom's secret", async () => {
    for (const step of [0, 1, 56_789_012]) {
      expect(await totpCodeForStep(TOM_TOTP_SECRET, step)).toBe(await independentCode(TOM_TOTP_SECRET, step));
    }
  });
});

describe('verifyTotp', () => {
  const at = 1_111_111_109_000;
  const step = totpStepAt(at);

  it('accepts the code of now and of one step either side, and says which step it was', async () => {
    for (const offset of [-1, 0, 1]) {
      const code = await totpCode(RFC_SEED, offset, at);
      expect(await verifyTotp(RFC_SEED, code, at, null)).toEqual({ ok: true, step: step + offset });
    }
  });

  it('refuses codes two steps away, malformed codes and a secret that is not base32', async () => {
    for (const offset of [-2, 2]) {
      const code = await totpCode(RFC_SEED, offset, at);
      expect(await verifyTotp(RFC_SEED, code, at, null)).toEqual({ ok: false, reason: 'invalid' });
    }
    expect(await verifyTotp(RFC_SEED, '28708', at, null)).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyTotp(RFC_SEED, '2870821', at, null)).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyTotp('NOT*BASE32', '081804', at, null)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a code of a step already spent as reused, but not a later one', async () => {
    const now = await totpCode(RFC_SEED, 0, at);
    const next = await totpCode(RFC_SEED, 1, at);

    expect(await verifyTotp(RFC_SEED, now, at, step)).toEqual({ ok: false, reason: 'reused' });
    expect(await verifyTotp(RFC_SEED, now, at, step + 1)).toEqual({ ok: false, reason: 'reused' });
    expect(await verifyTotp(RFC_SEED, next, at, step)).toEqual({ ok: true, step: step + 1 });
  });
});
