// The two-factor requests in zod/mini (docs/decisions/067): the code forms (the public two-factor
// pages and the profile's panels) and the Worker validate with the same schemas.
import * as z from 'zod/mini';
import { AUTH_CODE_LENGTH } from './spec-constants';
import {
  AUTH_CODE_INCOMPLETE_MESSAGE,
  TWO_FACTOR_REASON_MAX_LENGTH,
  TWO_FACTOR_REASON_REQUIRED_MESSAGE,
} from './two-factor-rules';

/** Six digits from an authenticator app (spec section 5, Authentication code). */
export const authCodeSchema = z
  .string()
  .check(z.regex(new RegExp(`^\\d{${AUTH_CODE_LENGTH}}$`), AUTH_CODE_INCOMPLETE_MESSAGE));

/** 'temporary' checks a first code against the new secret; 'complete' switches two-factor on. */
export const twoFactorSetupStepSchema = z.enum(['temporary', 'complete']);
export type TwoFactorSetupStep = z.infer<typeof twoFactorSetupStepSchema>;

/** POST /api/two-factor/login → { session } (sessionResponseSchema) and the session cookie. */
export const twoFactorLoginRequestSchema = z.object({ code: authCodeSchema });

/** POST /api/two-factor/setup: the first code ('temporary'), then a second ('complete') signs in. */
export const twoFactorSetupRequestSchema = z.object({
  code: authCodeSchema,
  step: twoFactorSetupStepSchema,
});

/** POST /api/profile/two-factor/verify → verified (temporary) or the new status (complete). */
export const profileTwoFactorVerifyRequestSchema = twoFactorSetupRequestSchema;

/** POST /api/profile/two-factor/disable → twoFactorStatusSchema. A reason is required (spec 5). */
export const twoFactorDisableRequestSchema = z.object({
  reason: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, TWO_FACTOR_REASON_REQUIRED_MESSAGE),
      z.maxLength(TWO_FACTOR_REASON_MAX_LENGTH),
    ),
});
