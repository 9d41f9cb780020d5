import { z } from 'zod';

/**
 * SESSION_KEYS holds every key that may still decrypt a cookie, by key id, and names the one that
 * encrypts new cookies. Rotation: add a new key, make it current, drop the old one after the
 * absolute session lifetime has passed.
 */
const sessionKeysSchema = z
  .object({
    current: z.string().min(1),
    keys: z.record(z.string().min(1), z.string().min(43)),
  })
  .refine((value) => value.current in value.keys, { message: 'the current key id has no key' });

export interface SessionKeyring {
  currentKid: string;
  /** The AES-GCM key with this id, or null when we hold none (a retired or foreign key). */
  key(kid: string): Promise<CryptoKey | null>;
}

function decodeKey(base64url: string): Uint8Array {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  if (bytes.length !== 32) throw new Error('A session key must be 32 bytes (A256GCM)');
  return bytes;
}

const cache = new Map<string, SessionKeyring>();

export function parseSessionKeys(raw: string | undefined, environment: string): SessionKeyring {
  if (!raw) throw new Error('SESSION_KEYS is not set: run `wrangler secret put SESSION_KEYS`');
  const cached = cache.get(raw);
  if (cached) return cached;
  const parsed = sessionKeysSchema.parse(JSON.parse(raw));
  if (environment === 'production' && parsed.current.startsWith('dev-')) {
    throw new Error('The published development session key must not be used in production');
  }
  const keys = new Map(Object.entries(parsed.keys).map(([kid, value]) => [kid, decodeKey(value)]));
  // Imported once per isolate rather than on every seal and open (decision 012). Only resolved keys
  // are kept: a promise shared between two requests' contexts is what workerd warns about.
  const imported = new Map<string, CryptoKey>();
  const keyring: SessionKeyring = {
    currentKid: parsed.current,
    async key(kid) {
      const ready = imported.get(kid);
      if (ready) return ready;
      const bytes = keys.get(kid);
      if (!bytes) return null;
      const key = await crypto.subtle.importKey('raw', bytes, 'AES-GCM', false, ['encrypt', 'decrypt']);
      imported.set(kid, key);
      return key;
    },
  };
  cache.set(raw, keyring);
  return keyring;
}
