import { EncryptJWT, type JWTPayload, jwtDecrypt } from 'jose';
import type { SessionKeyring } from './session-keys';

/**
 * The one JWE format of the Worker's cookies (session and pending login): direct encryption with
 * A256GCM under the session keyring's current key, its key id in the header for rotation.
 * Confidential and tamper-evident; each cookie keeps its payload under its own claim name.
 */
export async function sealClaims(
  claims: JWTPayload,
  keyring: SessionKeyring,
  lifetime: { issuedAt: number; expiresAt: number },
): Promise<string> {
  const key = await keyring.key(keyring.currentKid);
  if (!key) throw new Error('No current session key');
  return new EncryptJWT(claims)
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM', kid: keyring.currentKid })
    .setIssuedAt(Math.floor(lifetime.issuedAt / 1000))
    .setExpirationTime(Math.floor(lifetime.expiresAt / 1000))
    .encrypt(key);
}

/** The claims of a current, untampered token sealed with a key we still hold; else null. */
export async function openClaims(
  token: string,
  keyring: SessionKeyring,
  now: number,
): Promise<JWTPayload | null> {
  try {
    const { payload } = await jwtDecrypt(
      token,
      async (header) => {
        const key = header.kid ? await keyring.key(header.kid) : null;
        if (!key) throw new Error('unknown key id');
        return key;
      },
      {
        currentDate: new Date(now),
        keyManagementAlgorithms: ['dir'],
        contentEncryptionAlgorithms: ['A256GCM'],
      },
    );
    return payload;
  } catch {
    return null;
  }
}

/** The value of one cookie in a Cookie request header, or null. */
export function readCookie(cookieHeader: string | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=') || null;
  }
  return null;
}

/** Set-Cookie for a __Host- cookie: HttpOnly, Secure, SameSite=Strict, Path=/, no Domain. */
export function hostCookieHeader(name: string, value: string, maxAgeSeconds: number): string {
  return `${name}=${value}; Path=/; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}; HttpOnly; Secure; SameSite=Strict`;
}
