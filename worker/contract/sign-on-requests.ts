// The single-sign-on request in zod/mini (docs/decisions/067): the /sso-login/ page reads its link
// with the schema the Worker validates the call with.
import * as z from 'zod/mini';
import { deviceTokenSchema } from './login-requests';
import {
  SCHEME_YEAR_RANGE,
  SIGN_ON_ENTRIES,
  SIGN_ON_TOKEN_LENGTH,
  SIGN_ON_TOKEN_PATTERN,
} from './sign-on-rules';

/** The two path segments of /sso-login/{token}/{masqueradeSchemeYear} (spec 2.13). */
export const signOnLinkSchema = z.object({
  token: z
    .string()
    .check(
      z.minLength(SIGN_ON_TOKEN_LENGTH.min),
      z.maxLength(SIGN_ON_TOKEN_LENGTH.max),
      z.regex(SIGN_ON_TOKEN_PATTERN),
    ),
  schemeYear: z.pipe(
    z.coerce.number(),
    z.int().check(z.gte(SCHEME_YEAR_RANGE.min), z.lte(SCHEME_YEAR_RANGE.max)),
  ),
});

/**
 * POST /api/auth/sso → { session } (sessionResponseSchema) and the session cookie. The scheme year in
 * the URL is only a hint: a masquerade session's year is the one its token was minted for.
 */
export const ssoLoginRequestSchema = z.extend(signOnLinkSchema, {
  /** The browser's device token (as at login), for the person's account activity (decision 055). */
  deviceToken: z.optional(deviceTokenSchema),
  /** The page the token arrived on: /sso-login/ unless a partner's redirect (docs/decisions/076). */
  entry: z.optional(z.enum(SIGN_ON_ENTRIES)),
});
export type SsoLoginRequest = z.infer<typeof ssoLoginRequestSchema>;

/** The request a sign-on link makes, or null when its token or year cannot be right (nothing is sent). */
export function readSignOnLink(token: string, year: string): z.infer<typeof signOnLinkSchema> | null {
  const link = z.safeParse(signOnLinkSchema, { token, schemeYear: year });
  return link.success ? link.data : null;
}
