// The requests that set a password, in zod/mini (docs/decisions/067): the new-password forms (reset,
// activation, the profile's change-password panel) and the Worker validate with the same schemas.
import * as z from 'zod/mini';
import { PASSWORD_TEXTS } from './password-rules';
import { CHANGE_PASSWORD_TEXTS } from './profile-rules';

/** A new password: required here; its nine rules are the server's (POST /api/password/check). */
export const newPasswordSchema = z.string().check(z.minLength(1, PASSWORD_TEXTS.required), z.maxLength(256));

/** POST /api/profile/password: the current password proves it is the person; the new one meets the rules. */
export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().check(z.minLength(1, CHANGE_PASSWORD_TEXTS.currentRequired), z.maxLength(256)),
  password: newPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
