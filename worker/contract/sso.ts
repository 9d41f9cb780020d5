import { z } from 'zod';
import { actAsChoiceSchema } from './act-as';

export {
  MAGIC_LINK_ERROR_CODES,
  MASQUERADE_TOKEN_PREFIX,
  SSO_ERROR_CODES,
} from './sign-on-rules';

// POST /api/auth/sso: sign-on-requests.ts (zod/mini), which the /sso-login/ page shares.

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
