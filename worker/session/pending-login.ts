import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/app-env';
import { hostCookieHeader, openClaims, readCookie, sealClaims } from './sealed-token';
import { sessionKeyring } from './session-store';

/**
 * A sign-in waiting for its second factor (decision 010). The e-mail and password the upstream
 * needs again with the code wait here, sealed like the session cookie, instead of in the browser.
 */
export const PENDING_LOGIN_COOKIE_NAME = '__Host-portal-pending';
export const PENDING_LOGIN_LIFETIME_MS = 10 * 60 * 1000;

export const pendingLoginSchema = z.object({
  /** 'validate': ask for the code of a set-up authenticator; 'setup': set one up first. */
  kind: z.enum(['validate', 'setup']),
  tenant: z.string().nullable(),
  email: z.string().min(1),
  password: z.string().min(1),
  deviceToken: z.string().min(1),
  /** Setup only: the upstream's new secret and its otpauth:// URL. */
  secret: z.string().optional(),
  otpauthUrl: z.string().optional(),
  fromActivation: z.boolean(),
  /** Setup only: a 'temporary' code was accepted, so 'complete' may follow. */
  setupVerified: z.boolean(),
  createdAt: z.number(),
});
export type PendingLogin = z.infer<typeof pendingLoginSchema>;

/** Starts (or replaces) the browser's pending login; it lives 10 minutes from now. */
export async function beginPendingLogin(
  c: Context<AppEnv>,
  login: Omit<PendingLogin, 'tenant' | 'setupVerified' | 'createdAt'>,
): Promise<void> {
  await writePendingLogin(c, {
    ...login,
    tenant: c.var.tenant,
    setupVerified: false,
    createdAt: c.var.deps.now(),
  });
}

/** Re-seals a changed pending login; its 10 minutes still count from when it began. */
export async function writePendingLogin(c: Context<AppEnv>, pending: PendingLogin): Promise<void> {
  const expiresAt = pending.createdAt + PENDING_LOGIN_LIFETIME_MS;
  const token = await sealClaims({ p: pending }, sessionKeyring(c.env), {
    issuedAt: pending.createdAt,
    expiresAt,
  });
  const maxAgeSeconds = (expiresAt - c.var.deps.now()) / 1000;
  c.header('set-cookie', hostCookieHeader(PENDING_LOGIN_COOKIE_NAME, token, maxAgeSeconds), {
    append: true,
  });
}

/**
 * The request's pending login, or null: none, tampered, sealed with a key we no longer hold,
 * older than 10 minutes, or begun on another tenant.
 */
export async function readPendingLogin(c: Context<AppEnv>): Promise<PendingLogin | null> {
  const token = readCookie(c.req.header('cookie'), PENDING_LOGIN_COOKIE_NAME);
  if (!token) return null;
  const now = c.var.deps.now();
  const claims = await openClaims(token, sessionKeyring(c.env), now);
  const parsed = pendingLoginSchema.safeParse(claims?.p);
  if (!parsed.success) return null;
  const pending = parsed.data;
  if (pending.tenant !== c.var.tenant) return null;
  if (now - pending.createdAt > PENDING_LOGIN_LIFETIME_MS) return null;
  return pending;
}

/** Forgets the pending login the browser sent (on success), or in any case with `always` (cancel). */
export function clearPendingLogin(c: Context<AppEnv>, options: { always?: boolean } = {}): void {
  if (!options.always && !readCookie(c.req.header('cookie'), PENDING_LOGIN_COOKIE_NAME)) return;
  c.header('set-cookie', hostCookieHeader(PENDING_LOGIN_COOKIE_NAME, '', 0), { append: true });
}
