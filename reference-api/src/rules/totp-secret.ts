// TOTP enrolment values (RFC 6238 with RFC 4648 base32), in the form authenticator apps scan.
const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

// 160 bits: the HMAC-SHA1 block-size recommendation of RFC 4226, and 32 base32 characters.
export const TOTP_SECRET_BYTES = 20;

/** Base32 without padding, as otpauth URIs expect. */
export function base32Encode(bytes: Uint8Array): string {
  let output = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      output += BASE32_ALPHABET[(buffer >> bits) & 31];
    }
    // Keep only the bits not yet written, so the buffer never outgrows 32-bit integer arithmetic.
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) {
    output += BASE32_ALPHABET[(buffer << (5 - bits)) & 31];
  }
  return output;
}

/** An otpauth://totp URI: issuer and account in the label, SHA-1, 6 digits, 30 seconds. */
export function otpauthUrl(issuer: string, account: string, secret: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  // %20 rather than URLSearchParams' '+': some authenticator apps show a '+' in the issuer literally.
  const issuerParam = encodeURIComponent(issuer);
  return `otpauth://totp/${label}?secret=${secret}&issuer=${issuerParam}&algorithm=SHA1&digits=6&period=30`;
}
