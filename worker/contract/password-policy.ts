import { z } from 'zod';
import { PASSWORD_RULES, type PasswordRuleName } from './password-rules';

export {
  MIN_PASSWORD_LENGTH,
  PASSWORD_HISTORY_SIZE,
  PASSWORD_RULES,
  PASSWORD_TEXTS,
  type PasswordRuleName,
} from './password-rules';

export const passwordCheckSchema = z.object({
  name: z.enum(PASSWORD_RULES.map((rule) => rule.name) as [PasswordRuleName, ...PasswordRuleName[]]),
  status: z.boolean(),
});
export type PasswordCheck = z.infer<typeof passwordCheckSchema>;
