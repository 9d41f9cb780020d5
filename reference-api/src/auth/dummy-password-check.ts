import { PBKDF2_ITERATIONS, verifyPassword } from '../seed/password-hash.ts';

// A hash of a password no account has, with the same parameters as real hashes, precomputed so that
// checking against it costs exactly one PBKDF2 derivation, as checking a real account does.
const DUMMY_HASH = `pbkdf2$${PBKDF2_ITERATIONS}$DqwCyo0kuJja2hdQDH9Hxg==$zBEiVSMGa6z487MoheK8XhzAK/LlK/GFxI8+LtgttIo=`;

/**
 * Spends the time of a real password check when there is no hash to check against (unknown e-mail,
 * account without a password), so the response time does not reveal which e-mails have accounts.
 */
export async function spendPasswordCheck(password: string): Promise<void> {
  await verifyPassword(password, DUMMY_HASH);
}
