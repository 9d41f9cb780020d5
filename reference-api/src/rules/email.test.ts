import { describe, expect, it } from 'vitest';
import { emailDomain, isValidEmail } from './email.ts';

describe('e-mail rules', () => {
  it.each(['emma.employee@acme.test', 'sid.sso@sso.globex.test', "o'brien+x@c8.test"])(
    'accepts %s',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );

  it.each(['', 'emma', 'emma@acme', 'emma@acme.t', 'em ma@acme.test', `${'a'.repeat(250)}@b.test`])(
    'rejects %j',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );

  it('takes the domain after the last @, lower-cased', () => {
    expect(emailDomain('Sid.Sso@SSO.Globex.TEST')).toBe('sso.globex.test');
  });
});
