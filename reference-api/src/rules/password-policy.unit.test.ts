import { describe, expect, it } from 'vitest';
import { hashPassword } from '../seed/password-hash.ts';
import {
  COMMON_WORDS,
  checkPasswordPolicy,
  containsCommonWord,
  containsPersonalDetail,
  hasPredictableSequence,
  hasRepeatingPattern,
  isRecentPassword,
  NO_SUBJECT,
  PASSWORD_RULES,
  type PasswordSubject,
} from './password-policy.ts';

const GOOD = 'Sunlit-Harbour#47';
const EMMA = { firstName: 'Emma', surname: 'Fielding', email: 'emma.employee@acme.test' };

async function failedRules(password: string, subject: PasswordSubject = NO_SUBJECT): Promise<string[]> {
  const { checks } = await checkPasswordPolicy(password, subject);
  return checks.filter((check) => !check.status).map((check) => check.name);
}

describe('password policy', () => {
  it('passes a good password on every rule, in the contract order, with an empty mask', async () => {
    const result = await checkPasswordPolicy(GOOD, { personal: EMMA, previousHashes: [] });

    expect(result.checks).toEqual(PASSWORD_RULES.map(({ name }) => ({ name, status: true })));
    expect(result.failedMask).toBe(0);
  });

  it.each([
    ['Bright-Meadow#2049'],
    ['Copper-Kettle#5120'],
    ['Old-Harbour#2025'],
    ['Winter-Lantern#88'],
    ['correct Horse battery 9'],
  ])('passes the ordinary password %s', async (password) => {
    expect(await failedRules(password, { personal: EMMA, previousHashes: [] })).toEqual([]);
  });

  it('sets the flag of each failed rule in the mask', async () => {
    // Too short, no upper case, no number, no special character: 1 | 16 | 64 | 128.
    const result = await checkPasswordPolicy('harbour', NO_SUBJECT);

    expect(result.failedMask).toBe(1 | 16 | 64 | 128);
    expect(await failedRules('harbour')).toEqual(['length', 'uppercase', 'number', 'special']);
  });

  it('needs at least 12 characters', async () => {
    expect(await failedRules('Sunlit-Ha#4')).toEqual(['length']);
    expect(await failedRules('Sunlit-Har#4')).toEqual([]);
  });

  it('needs an upper-case letter, a number and a special character', async () => {
    expect(await failedRules('sunlit-harbour#47')).toEqual(['uppercase']);
    expect(await failedRules('Sunlit-Harbour#')).toEqual(['number']);
    expect(await failedRules('SunlitHarbour47')).toEqual(['special']);
  });

  describe('repeating patterns', () => {
    it.each(['1111', 'aaaa', 'AaAa', 'ababa', 'abcabc', 'x9x9x'])('catches %s', (pattern) => {
      expect(hasRepeatingPattern(`Kite-${pattern}#Q`)).toBe(true);
    });

    it.each(['aaa', 'abab', 'abcab', 'Sunlit-Harbour#47', 'Coffee-Kettle#51'])('allows %s', (text) => {
      expect(hasRepeatingPattern(text)).toBe(false);
    });

    it('fails the rule for the spec examples', async () => {
      expect(await failedRules('Sunlit-1111-Harbour#')).toEqual(['repeating']);
      expect(await failedRules('Sunlit-ababa-Harbour#4')).toEqual(['repeating']);
    });
  });

  describe('predictable sequences', () => {
    it.each(['1234', '9876', 'abcd', 'zyxw', 'ABCD', 'wXyZ', '34567'])('catches %s', (sequence) => {
      expect(hasPredictableSequence(`Kite-${sequence}#Q`)).toBe(true);
    });

    it.each(['123', 'abc', '1243', 'abce', 'yza', 'Sunlit-Harbour#47', '9012'])('allows %s', (text) => {
      expect(hasPredictableSequence(text)).toBe(false);
    });

    it('fails the rule for the spec examples', async () => {
      expect(await failedRules('Sunlit-Harbour#1234')).toEqual(['sequence']);
      expect(await failedRules('Sunlit-zyxw-Harbour#4')).toEqual(['sequence']);
    });
  });

  describe('common words', () => {
    it('has at least 50 common passwords and words', () => {
      expect(COMMON_WORDS.length).toBeGreaterThanOrEqual(50);
      expect(COMMON_WORDS).toEqual(
        expect.arrayContaining(['password', 'qwerty', 'letmein', 'welcome', 'admin', 'iloveyou', '123456']),
      );
    });

    it.each([
      'password',
      'PASSWORD',
      'p@ssw0rd',
      'Pa$$word',
      'qwerty',
      'QwErTy',
      'l3tm31n',
      'w3lc0me',
      'iloveyou',
    ])('catches %s inside a longer password', (word) => {
      expect(containsCommonWord(`My-${word}#26`)).toBe(true);
    });

    it('fails the rule for the spec examples', async () => {
      expect(await failedRules('My-Password#2049')).toEqual(['common']);
      expect(await failedRules('Blue-Qwerty#2049')).toEqual(['common']);
    });

    it('does not catch ordinary words', () => {
      expect(containsCommonWord(GOOD)).toBe(false);
      expect(containsCommonWord('Bright-Meadow#2049')).toBe(false);
    });
  });

  describe('personal details', () => {
    it.each(['Emma', 'FIELDING', 'emma.employee'])('catches %s, whatever its case', (detail) => {
      expect(containsPersonalDetail(`Blue-${detail}#2049`, EMMA)).toBe(true);
    });

    it('ignores details shorter than 3 characters', () => {
      expect(
        containsPersonalDetail('Blue-Al-Jo#2049', { firstName: 'Al', surname: 'Jo', email: 'al@c8.test' }),
      ).toBe(false);
    });

    it('fails the rule for the name and the e-mail address, and passes it without a person', async () => {
      expect(await failedRules('Bright-Emma#2049', { personal: EMMA, previousHashes: [] })).toEqual([
        'personal',
      ]);
      expect(await failedRules('Xemma.employee#2049', { personal: EMMA, previousHashes: [] })).toEqual([
        'personal',
      ]);
      expect(await failedRules('Bright-Emma#2049')).toEqual([]);
    });
  });

  describe('history', () => {
    it('fails the rule for a recent password and passes it for a new one', async () => {
      const previousHashes = await Promise.all([GOOD, 'Old-Harbour#2025'].map((p) => hashPassword(p)));
      const subject = { personal: EMMA, previousHashes };

      expect(await failedRules(GOOD, subject)).toEqual(['history']);
      expect(await failedRules('Old-Harbour#2025', subject)).toEqual(['history']);
      expect(await failedRules('Bright-Meadow#2049', subject)).toEqual([]);
      expect((await checkPasswordPolicy(GOOD, subject)).failedMask).toBe(512);
    });

    it('counts only the newest 5 passwords', async () => {
      const hashes = await Promise.all(
        ['A', 'B', 'C', 'D', 'E', 'F'].map((p) => hashPassword(`${p}-Harbour#47`)),
      );

      expect(await isRecentPassword('E-Harbour#47', hashes)).toBe(true);
      expect(await isRecentPassword('F-Harbour#47', hashes)).toBe(false);
    });
  });
});
