/** Standard e-mail pattern whose top-level part has at least 2 letters (spec section 5, Login). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

// RFC 5321 caps an address at 254 characters; longer input is never a real account.
const MAX_EMAIL_LENGTH = 254;

export function isValidEmail(email: string): boolean {
  return email.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(email);
}

/** The part after the last '@', lower-cased: domains are case-insensitive, local parts need not be. */
export function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}
