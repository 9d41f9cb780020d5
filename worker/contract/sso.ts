import { z } from 'zod';

/** Sign-on tokens of masquerade links start with this (spec sections 2.13 and 6). */
export const MASQUERADE_TOKEN_PREFIX = 'msq';

/** The two path segments of /sso-login/{token}/{masqueradeSchemeYear} (spec 2.13). */
export const signOnTokenSchema = z
  .string()
  .min(8)
  .max(512)
  .regex(/^[A-Za-z0-9_-]+$/);

/**
 * POST /api/auth/sso → { session } (sessionResponseSchema) and the session cookie. The scheme year in
 * the URL is only a hint: a masquerade session's year is the one its token was minted for.
 */
export const ssoLoginRequestSchema = z.object({
  token: signOnTokenSchema,
  schemeYear: z.coerce.number().int().min(2000).max(2100),
});
export type SsoLoginRequest = z.infer<typeof ssoLoginRequestSchema>;

export const SSO_ERROR_CODES = {
  /** A masquerade (msq) token that is unknown, spent or expired. */
  masqueradeLinkExpired: 'masquerade_link_expired',
  /** Any other sign-on failure. */
  failed: 'sso_failed',
} as const;

/**
 * POST /api/employer/employees/:employeeId/magic-link: an employer administrator opens the portal as
 * one of their employees. The administrator's password is required (spec section 6).
 */
export const magicLinkRequestSchema = z.object({ password: z.string().min(1).max(256) });
export const magicLinkResponseSchema = z.object({ url: z.string() });
export const employeeIdParamSchema = z.object({ employeeId: z.coerce.number().int().positive() });

export const MAGIC_LINK_ERROR_CODES = {
  wrongPassword: 'magic_link_wrong_password',
  forbidden: 'forbidden',
} as const;
