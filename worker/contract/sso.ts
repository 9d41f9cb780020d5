import { z } from 'zod';
import { actAsChoiceSchema } from './act-as';
import { SCHEME_YEAR_RANGE, SIGN_ON_TOKEN_LENGTH, SIGN_ON_TOKEN_PATTERN } from './sign-on-rules';

export {
  MAGIC_LINK_ERROR_CODES,
  MASQUERADE_TOKEN_PREFIX,
  SSO_ERROR_CODES,
} from './sign-on-rules';

/** The two path segments of /sso-login/{token}/{masqueradeSchemeYear} (spec 2.13). */
export const signOnTokenSchema = z
  .string()
  .min(SIGN_ON_TOKEN_LENGTH.min)
  .max(SIGN_ON_TOKEN_LENGTH.max)
  .regex(SIGN_ON_TOKEN_PATTERN);

/**
 * POST /api/auth/sso → { session } (sessionResponseSchema) and the session cookie. The scheme year in
 * the URL is only a hint: a masquerade session's year is the one its token was minted for.
 */
export const ssoLoginRequestSchema = z.object({
  token: signOnTokenSchema,
  schemeYear: z.coerce.number().int().min(SCHEME_YEAR_RANGE.min).max(SCHEME_YEAR_RANGE.max),
  /** The browser's device token (as at login), for the person's account activity (decision 055). */
  deviceToken: z.string().min(1).max(128).optional(),
});
export type SsoLoginRequest = z.infer<typeof ssoLoginRequestSchema>;

/**
 * POST /api/employer/employees/:employeeId/magic-link: an employer administrator opens the portal as
 * one of their employees. The administrator's password is required (spec section 6), and so is a
 * reason; the session is read-only unless readOnly is false (docs/decisions/053).
 */
export const magicLinkRequestSchema = z
  .object({ password: z.string().min(1).max(256) })
  .extend(actAsChoiceSchema.shape);
export const magicLinkResponseSchema = z.object({ url: z.string() });
export const employeeIdParamSchema = z.object({ employeeId: z.coerce.number().int().positive() });
