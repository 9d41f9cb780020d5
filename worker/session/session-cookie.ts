import { EncryptJWT, jwtDecrypt } from 'jose';
import { type SessionData, sessionDataSchema } from './session-data';
import type { SessionKeyring } from './session-keys';
import {
  SESSION_ABSOLUTE_LIFETIME_MS,
  SESSION_COOKIE_MAX_BYTES,
  SESSION_COOKIE_NAME,
} from './session-policy';

/** JWE, direct encryption with A256GCM: confidential and tamper-evident, keyed by kid for rotation. */
export async function sealSession(data: SessionData, keyring: SessionKeyring): Promise<string> {
  const key = keyring.key(keyring.currentKid);
  if (!key) throw new Error('No current session key');
  const token = await new EncryptJWT({ s: data })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM', kid: keyring.currentKid })
    .setIssuedAt(Math.floor(data.createdAt / 1000))
    .setExpirationTime(Math.floor((data.createdAt + SESSION_ABSOLUTE_LIFETIME_MS) / 1000))
    .encrypt(key);
  if (token.length > SESSION_COOKIE_MAX_BYTES - SESSION_COOKIE_NAME.length - 100) {
    throw new Error('The session cookie would exceed 4 KB');
  }
  return token;
}

/** Null for anything that is not a current, untampered session sealed with a key we still hold. */
export async function openSession(
  token: string,
  keyring: SessionKeyring,
  now: number,
): Promise<SessionData | null> {
  try {
    const { payload } = await jwtDecrypt(
      token,
      (header) => {
        const key = header.kid ? keyring.key(header.kid) : null;
        if (!key) throw new Error('unknown key id');
        return key;
      },
      {
        currentDate: new Date(now),
        keyManagementAlgorithms: ['dir'],
        contentEncryptionAlgorithms: ['A256GCM'],
      },
    );
    const parsed = sessionDataSchema.safeParse(payload.s);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function sessionCookieHeader(token: string): string {
  const maxAge = Math.floor(SESSION_ABSOLUTE_LIFETIME_MS / 1000);
  return `${SESSION_COOKIE_NAME}=${token}; Path=/; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=Strict`;
}

export function clearedSessionCookieHeader(): string {
  return `${SESSION_COOKIE_NAME}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Strict`;
}

export function readSessionCookie(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SESSION_COOKIE_NAME) return rest.join('=') || null;
  }
  return null;
}
