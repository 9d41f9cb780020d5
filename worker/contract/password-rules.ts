/**
 * The nine rules of a new password (spec section 5) and the bit flag each has in the upstream's
 * rule mask (spec section 3: flags 1, 2, 4, 8, 16, 64, 128, 256, 512; 32 is unused). The mapping
 * of flag to rule is ours: the specification does not show it.
 */
export const PASSWORD_RULES = [
  { name: 'length', flag: 1, label: 'At least 12 characters' },
  { name: 'repeating', flag: 2, label: 'No repeating patterns such as 1111 or ababa' },
  { name: 'sequence', flag: 4, label: 'No predictable sequences such as 1234 or zyxw' },
  { name: 'common', flag: 8, label: 'No commonly used words such as password or qwerty' },
  { name: 'uppercase', flag: 16, label: 'At least 1 upper-case letter' },
  { name: 'number', flag: 64, label: 'At least 1 number' },
  { name: 'special', flag: 128, label: 'At least 1 special character' },
  { name: 'personal', flag: 256, label: 'None of your personal details such as name or email address' },
  { name: 'history', flag: 512, label: 'Not a previous password' },
] as const;

export type PasswordRuleName = (typeof PASSWORD_RULES)[number]['name'];
export const MIN_PASSWORD_LENGTH = 12;
export const PASSWORD_HISTORY_SIZE = 5;

export const PASSWORD_TEXTS = {
  required: 'Password is required',
  unmet: 'Please ensure your password meets the listed requirements',
  criteria: 'Please meet all the criteria below!',
} as const;
