// Verifying authenticator codes (RFC 6238 TOTP over RFC 4226 HOTP): HMAC-SHA-1, 6 digits, 30-second
// steps, the parameters of the otpauth URLs in totp-secret.ts.
const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/**
 * How many steps either side of now a code may belong to (RFC 6238 section 5.2): one step absorbs
 * clock drift and the seconds it takes to type the code in, without keeping a code alive for long.
 */
export const TOTP_ACCEPTED_DRIFT_STEPS = 1;

const CODE_SHAPE = /^\d{6}$/;
// 16 characters (80 bits) is the RFC 4226 minimum; 128 bounds the HMAC work a caller can ask for.
const SECRET_SHAPE = /^[A-Z2-7]{16,128}$/;

/** Whether text is an unpadded upper-case base32 secret of a sensible length. */
export function isTotpSecret(text: string): boolean {
  return SECRET_SHAPE.test(text);
}

export function isTotpCode(text: string): boolean {
  return CODE_SHAPE.test(text);
}

/** RFC 4648 base32 without padding; null when a character is not in the alphabet. */
export function base32Decode(text: string): Uint8Array<ArrayBuffer> | null {
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of text.toUpperCase()) {
    const value = BASE32_ALPHABET.indexOf(char);
    if (value < 0) {
      return null;
    }
    buffer = (buffer << 5) | value;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
    // Keep only the bits not yet written, so the buffer stays small.
    buffer &= (1 << bits) - 1;
  }
  return new Uint8Array(bytes);
}

/** The time step of an instant (epoch milliseconds). */
export function totpStepAt(nowMs: number): number {
  return Math.floor(nowMs / 1000 / TOTP_STEP_SECONDS);
}

/** The HOTP value (RFC 4226 section 5.3) of a key for a counter, as TOTP_DIGITS digits. */
export async function hotpCode(key: CryptoKey, counter: number): Promise<string> {
  const message = new DataView(new ArrayBuffer(8));
  message.setUint32(0, Math.floor(counter / 2 ** 32));
  message.setUint32(4, counter >>> 0);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, message.buffer));
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary =
    (((mac[offset] ?? 0) & 0x7f) << 24) |
    ((mac[offset + 1] ?? 0) << 16) |
    ((mac[offset + 2] ?? 0) << 8) |
    (mac[offset + 3] ?? 0);
  return String(binary % 10 ** TOTP_DIGITS).padStart(TOTP_DIGITS, '0');
}

export function importTotpKey(secretBytes: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', secretBytes, { name: 'HMAC', hash: 'SHA-1' }, false, ['sign']);
}

/** The code of a base32 secret for a time step; null when the secret is not base32. */
export async function totpCodeForStep(secret: string, step: number): Promise<string | null> {
  const bytes = base32Decode(secret);
  return bytes ? hotpCode(await importTotpKey(bytes), step) : null;
}

export type TotpVerdict =
  | { ok: true; step: number }
  /** 'invalid': no accepted step has this code; 'reused': it was the code of a step already spent. */
  | { ok: false; reason: 'invalid' | 'reused' };

/**
 * Checks a code against a secret at an instant. `lastStep` is the newest step already spent for the
 * account (null if none): a code of that step or an earlier one is refused as reused, so a code seen
 * over someone's shoulder cannot be replayed within its window.
 */
export async function verifyTotp(
  secret: string,
  code: string,
  nowMs: number,
  lastStep: number | null,
): Promise<TotpVerdict> {
  const bytes = isTotpCode(code) ? base32Decode(secret) : null;
  if (!bytes || bytes.length === 0) {
    return { ok: false, reason: 'invalid' };
  }
  const key = await importTotpKey(bytes);
  const now = totpStepAt(nowMs);
  let reused = false;
  for (let step = now - TOTP_ACCEPTED_DRIFT_STEPS; step <= now + TOTP_ACCEPTED_DRIFT_STEPS; step += 1) {
    if (!timingSafeEqual(await hotpCode(key, step), code)) {
      continue;
    }
    if (lastStep !== null && step <= lastStep) {
      reused = true;
      continue;
    }
    return { ok: true, step };
  }
  return { ok: false, reason: reused ? 'reused' : 'invalid' };
}

// Compares two strings of digits without stopping at the first difference.
function timingSafeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) {
    return false;
  }
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) {
    difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  }
  return difference === 0;
}
