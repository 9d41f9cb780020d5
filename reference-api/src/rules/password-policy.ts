// The upstream's nine rules of a new password (spec section 5, New password) and the bit flag each has
// in its rule mask (spec section 3: flags 1, 2, 4, 8, 16, 64, 128, 256, 512; 32 is unused). These are
// the upstream's own: the portal names the same rules to show its checklist, and a test
// (worker/upstream/upstream-rules-agreement.unit.test.ts) keeps the two lists agreeing. Who the
// password is for is passed in, so the rules need no database.
import { verifyPassword } from '../seed/password-hash.ts';

/** The rules in the order the upstream answers them, each with its flag in the rule mask. */
export const PASSWORD_RULES = [
  { name: 'length', flag: 1 },
  { name: 'repeating', flag: 2 },
  { name: 'sequence', flag: 4 },
  { name: 'common', flag: 8 },
  { name: 'uppercase', flag: 16 },
  { name: 'number', flag: 64 },
  { name: 'special', flag: 128 },
  { name: 'personal', flag: 256 },
  { name: 'history', flag: 512 },
] as const;

export type PasswordRuleName = (typeof PASSWORD_RULES)[number]['name'];

export const MIN_PASSWORD_LENGTH = 12;
/** How many of the account's newest passwords a new one may not repeat (the current one included). */
export const PASSWORD_HISTORY_SIZE = 5;

/** The upstream's messages: a new password breaks a rule; the current one given with a change is wrong. */
export const PASSWORD_MESSAGES = {
  unmet: 'Please ensure your password meets the listed requirements',
  currentWrong: 'Your current password is not correct',
} as const;

export type PasswordCheckResult = { name: PasswordRuleName; status: boolean };

/** The upstream's answer: each rule in PASSWORD_RULES order, and the flags of those not met. */
export type PasswordPolicyResult = { checks: PasswordCheckResult[]; failedMask: number };

export type PersonalDetails = { firstName: string; surname: string; email: string };

export type PasswordSubject = {
  /** Null when the password is for nobody known yet: the personal-details rule then passes. */
  personal: PersonalDetails | null;
  /** Hashes of the account's passwords, newest first, the current one included; only the newest
   * PASSWORD_HISTORY_SIZE count. Empty when there is no account: the history rule then passes. */
  previousHashes: readonly string[];
};

export const NO_SUBJECT: PasswordSubject = { personal: null, previousHashes: [] };

/** Checks a password against every rule; the history rule costs one PBKDF2 derivation per hash. */
export async function checkPasswordPolicy(
  password: string,
  subject: PasswordSubject,
): Promise<PasswordPolicyResult> {
  const met: Record<PasswordRuleName, boolean> = {
    length: [...password].length >= MIN_PASSWORD_LENGTH,
    repeating: !hasRepeatingPattern(password),
    sequence: !hasPredictableSequence(password),
    common: !containsCommonWord(password),
    uppercase: /\p{Lu}/u.test(password),
    number: /\p{Nd}/u.test(password),
    special: /[^\p{L}\p{N}]/u.test(password),
    personal: subject.personal === null || !containsPersonalDetail(password, subject.personal),
    history: !(await isRecentPassword(password, subject.previousHashes)),
  };
  let failedMask = 0;
  const checks = PASSWORD_RULES.map(({ name, flag }) => {
    if (!met[name]) {
      failedMask |= flag;
    }
    return { name, status: met[name] };
  });
  return { checks, failedMask };
}

// A unit of 1, 2 or 3 characters repeated back to back, counted over the whole run it covers:
// 1111 and aaaa (4), ababa (5), abcabc (6). Shorter runs such as "ll" or "abab" occur in ordinary
// words and passwords, so they do not count.
const MIN_RUN_BY_PERIOD: ReadonlyMap<number, number> = new Map([
  [1, 4],
  [2, 5],
  [3, 6],
]);

/** True when the password repeats a short unit, such as 1111, ababa or abcabc (case-insensitive). */
export function hasRepeatingPattern(password: string): boolean {
  const chars = [...password.toLowerCase()];
  for (const [period, minRun] of MIN_RUN_BY_PERIOD) {
    let run = period;
    for (let i = period; i < chars.length; i++) {
      run = chars[i] === chars[i - period] ? run + 1 : period;
      if (run >= minRun) {
        return true;
      }
    }
  }
  return false;
}

const MIN_SEQUENCE = 4;

/**
 * True for 4 or more consecutive letters or digits in alphabetical or numeric order, ascending or
 * descending, such as 1234, 9876, abcd or zyxw (case-insensitive; no wrapping from z to a).
 */
export function hasPredictableSequence(password: string): boolean {
  const codes = [...password.toLowerCase()].map((char) => char.codePointAt(0) ?? 0);
  let run = 1;
  let step = 0;
  for (let i = 1; i < codes.length; i++) {
    const previous = codes[i - 1] ?? 0;
    const current = codes[i] ?? 0;
    const difference = current - previous;
    const sameClass = (isDigit(previous) && isDigit(current)) || (isLetter(previous) && isLetter(current));
    if (sameClass && (difference === 1 || difference === -1)) {
      run = difference === step ? run + 1 : 2;
      step = difference;
    } else {
      run = 1;
      step = 0;
    }
    if (run >= MIN_SEQUENCE) {
      return true;
    }
  }
  return false;
}

const isDigit = (code: number) => code >= 0x30 && code <= 0x39;
const isLetter = (code: number) => code >= 0x61 && code <= 0x7a;

/**
 * Passwords and words at the top of every breached-password list. Matched as parts of the password,
 * so "Password2026!" and "MyQwerty#99" are refused too.
 */
export const COMMON_WORDS: readonly string[] = [
  // Words and names
  'password',
  'passwd',
  'passcode',
  'letmein',
  'welcome',
  'admin',
  'iloveyou',
  'loveme',
  'lovely',
  'monkey',
  'dragon',
  'football',
  'baseball',
  'soccer',
  'hockey',
  'master',
  'shadow',
  'sunshine',
  'princess',
  'superman',
  'batman',
  'starwars',
  'whatever',
  'freedom',
  'login',
  'secret',
  'default',
  'changeme',
  'access',
  'computer',
  'internet',
  'mustang',
  'hunter',
  'killer',
  'pokemon',
  'cheese',
  'flower',
  'hello',
  'charlie',
  'michael',
  'jessica',
  'jordan',
  'pepper',
  'ginger',
  'buster',
  'tigger',
  'matrix',
  'trustno1',
  // Keyboard walks
  'qwerty',
  'qwertz',
  'azerty',
  'asdfgh',
  'zxcvbn',
  'qazwsx',
  '1qaz2wsx',
  '1q2w3e4r',
  // Digits
  '123456',
  '654321',
  '123123',
  '121212',
  '111111',
  '000000',
  'abc123',
];

// Simple look-alike substitutions (p@ssw0rd, l3tm3in, $ecret). '1' stands for both i and l.
const LEET: ReadonlyMap<string, string> = new Map([
  ['@', 'a'],
  ['4', 'a'],
  ['3', 'e'],
  ['!', 'i'],
  ['0', 'o'],
  ['$', 's'],
  ['5', 's'],
  ['7', 't'],
]);

function deLeet(text: string, one: 'i' | 'l'): string {
  return [...text].map((char) => (char === '1' ? one : (LEET.get(char) ?? char))).join('');
}

/** True when the password contains a common password or word, also spelt with look-alikes. */
export function containsCommonWord(password: string): boolean {
  const lower = password.toLowerCase();
  const spellings = [lower, deLeet(lower, 'i'), deLeet(lower, 'l')];
  return COMMON_WORDS.some((word) => spellings.some((spelling) => spelling.includes(word)));
}

// Shorter names (Al, Jo) occur inside too many ordinary words to be refused.
const MIN_PERSONAL_DETAIL = 3;

/** True when the password contains the first name, surname or e-mail local part (case-insensitive). */
export function containsPersonalDetail(password: string, personal: PersonalDetails): boolean {
  const lower = password.toLowerCase();
  const localPart = personal.email.slice(0, Math.max(personal.email.lastIndexOf('@'), 0));
  return [personal.firstName, personal.surname, localPart]
    .map((detail) => detail.trim().toLowerCase())
    .some((detail) => [...detail].length >= MIN_PERSONAL_DETAIL && lower.includes(detail));
}

/** True when the password is one of the newest PASSWORD_HISTORY_SIZE passwords of the account. */
export async function isRecentPassword(
  password: string,
  previousHashes: readonly string[],
): Promise<boolean> {
  // Every hash is checked whatever the first match, so the time taken does not tell which matched.
  const matches = await Promise.all(
    previousHashes.slice(0, PASSWORD_HISTORY_SIZE).map((hash) => verifyPassword(password, hash)),
  );
  return matches.includes(true);
}
