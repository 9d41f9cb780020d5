import { z } from 'zod';

export {
  MAGIC_LINK_ERROR_CODES,
  MASQUERADE_TOKEN_PREFIX,
  SSO_ERROR_CODES,
} from './sign-on-rules';

// POST /api/auth/sso: sign-on-requests.ts (zod/mini), which the /sso-login/ page shares.

// POST /api/employer/employees/:employeeId/magic-link: act-as.ts (zod/mini), which the employee
// panel's act-as form shares.

export const magicLinkResponseSchema = z.object({ url: z.string() });
export const employeeIdParamSchema = z.object({ employeeId: z.coerce.number().int().positive() });
