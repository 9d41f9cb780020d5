import { describe, expect, it } from 'vitest';
import { base32Encode, otpauthUrl } from './totp-secret.ts';

describe('TOTP enrolment values', () => {
  it("encodes bytes as unpadded base32 (Tom's demo secret is 'Hello!' plus 0xDEADBEEF)", () => {
    const bytes = new Uint8Array([0x48, 0x65, 0x6c, 0x6c, 0x6f, 0x21, 0xde, 0xad, 0xbe, 0xef]);

    expect(base32Encode(bytes)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('pads a trailing partial group with zero bits', () => {
    expect(base32Encode(new TextEncoder().encode('f'))).toBe('MY');
    expect(base32Encode(new TextEncoder().encode('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Encode(new Uint8Array(20).fill(255))).toBe('7'.repeat(32));
  });

  it('builds the otpauth URI authenticator apps scan', () => {
    expect(otpauthUrl('Globex Corporation', 'gina.employee@globex.test', 'JBSWY3DPEHPK3PXP')).toBe(
      'otpauth://totp/Globex%20Corporation:gina.employee%40globex.test' +
        '?secret=JBSWY3DPEHPK3PXP&issuer=Globex%20Corporation&algorithm=SHA1&digits=6&period=30',
    );
  });
});
