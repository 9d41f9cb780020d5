// Opaque bearer tokens: 32 random bytes, base64url without padding (43 characters).
export const TOKEN_BYTES = 32;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const ACCESS_TOKEN_TTL_SECONDS = 900;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export function newToken(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(TOKEN_BYTES)));
}

/** Cheap pre-check, so arbitrary header or body text is never hashed or looked up. */
export function looksLikeToken(text: string): boolean {
  return TOKEN_SHAPE.test(text);
}

/**
 * The stored form of a token: lower-case hex SHA-256. The tokens are random and long, so a fast
 * unsalted hash suffices; only a slow KDF could protect guessable secrets such as passwords.
 */
export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) {
    binary += String.fromCharCode(byte);
  }
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}
