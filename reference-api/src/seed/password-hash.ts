// PBKDF2-SHA256 through WebCrypto: the only slow KDF that Workers (and Node, for the seed script)
// provide natively. 100,000 iterations is the most Workers' PBKDF2 accepts.
const SCHEME = 'pbkdf2';
export const PBKDF2_ITERATIONS = 100_000;
export const SALT_BYTES = 16;
const HASH_BYTES = 32;

const encoder = new TextEncoder();

/** Hashes a password as `pbkdf2$100000$<saltB64>$<hashB64>`; a random salt unless one is given. */
export async function hashPassword(password: string, salt?: Uint8Array): Promise<string> {
  const saltBytes = salt ? new Uint8Array(salt) : crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  if (saltBytes.length !== SALT_BYTES) {
    throw new RangeError(`salt must be ${SALT_BYTES} bytes`);
  }
  const hash = await derive(password, saltBytes, PBKDF2_ITERATIONS, HASH_BYTES);
  return [SCHEME, PBKDF2_ITERATIONS, toBase64(saltBytes), toBase64(hash)].join('$');
}

/** True when the password matches the stored hash; false for a mismatch or a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseStoredHash(stored);
  if (!parsed) {
    return false;
  }
  const actual = await derive(password, parsed.salt, parsed.iterations, parsed.hash.length);
  return constantTimeEqual(actual, parsed.hash);
}

type StoredHash = { iterations: number; salt: Uint8Array<ArrayBuffer>; hash: Uint8Array<ArrayBuffer> };

function parseStoredHash(stored: string): StoredHash | null {
  const [scheme, iterationsText, saltText, hashText, ...rest] = stored.split('$');
  if (scheme !== SCHEME || iterationsText === undefined || saltText === undefined || hashText === undefined) {
    return null;
  }
  if (rest.length > 0 || !/^[1-9][0-9]{0,5}$/.test(iterationsText)) {
    return null;
  }
  const iterations = Number(iterationsText);
  const salt = fromBase64(saltText);
  const hash = fromBase64(hashText);
  // Above the Workers limit deriveBits would throw rather than answer.
  if (iterations > PBKDF2_ITERATIONS || !salt || !hash || salt.length === 0 || hash.length === 0) {
    return null;
  }
  return { iterations, salt, hash };
}

async function derive(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
  bytes: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    key,
    bytes * 8,
  );
  return new Uint8Array(bits);
}

// Looks at every byte whatever the first difference, so timing reveals nothing about the hash.
function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) {
    return false;
  }
  let difference = 0;
  for (let i = 0; i < a.length; i++) {
    difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  }
  return difference === 0;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) {
    binary += String.fromCharCode(byte);
  }
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text)) {
    return null;
  }
  try {
    return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}
