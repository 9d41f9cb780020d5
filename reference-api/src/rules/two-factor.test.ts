import { describe, expect, it } from 'vitest';
import { twoFactorEnforced, twoFactorStep } from './two-factor.ts';

describe('two-factor step at login', () => {
  it('asks anyone with a secret for a code, whatever the client mode', () => {
    expect(
      twoFactorStep({ userType: 'employee', hasTotpSecret: true, clientTwoFactorMode: 'optional' }),
    ).toBe('validate');
    expect(
      twoFactorStep({ userType: 'employer', hasTotpSecret: true, clientTwoFactorMode: 'enforced' }),
    ).toBe('validate');
  });

  it('makes employees of an enforcing client without a secret set it up', () => {
    expect(
      twoFactorStep({ userType: 'employee', hasTotpSecret: false, clientTwoFactorMode: 'enforced' }),
    ).toBe('setup');
  });

  it('lets others without a secret straight in', () => {
    expect(
      twoFactorStep({ userType: 'employer', hasTotpSecret: false, clientTwoFactorMode: 'enforced' }),
    ).toBeNull();
    expect(
      twoFactorStep({ userType: 'employee', hasTotpSecret: false, clientTwoFactorMode: 'optional' }),
    ).toBeNull();
    expect(
      twoFactorStep({ userType: 'support', hasTotpSecret: false, clientTwoFactorMode: null }),
    ).toBeNull();
  });
});

describe('two-factor enforcement', () => {
  it('applies to the employees of an enforcing client only', () => {
    expect(twoFactorEnforced('employee', 'enforced')).toBe(true);
    expect(twoFactorEnforced('employer', 'enforced')).toBe(false);
    expect(twoFactorEnforced('employee', 'optional')).toBe(false);
    expect(twoFactorEnforced('support', null)).toBe(false);
  });
});
