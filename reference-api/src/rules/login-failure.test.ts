import { describe, expect, it } from 'vitest';
import { captchaMissingBody, lockedBody, notActivatedBody, wrongPasswordBody } from './login-failure.ts';

describe('login failure bodies', () => {
  it('gives a wrong password no message and the captcha flag from the 3rd failure', () => {
    expect(wrongPasswordBody(0)).toEqual({
      error_message: null,
      showRecaptcha: false,
      userAccountLocked: false,
    });
    expect(wrongPasswordBody(3)).toEqual({
      error_message: null,
      showRecaptcha: true,
      userAccountLocked: false,
    });
  });

  it('tells a locked account the exact lockout text', () => {
    expect(lockedBody()).toEqual({
      error_message:
        'You have unsuccessfully tried to login too many times - your account has been locked for 15 mins. Please try again later',
      showRecaptcha: true,
      userAccountLocked: true,
    });
  });

  it('asks for the captcha without a message when it is missing', () => {
    expect(captchaMissingBody()).toEqual({
      error_message: null,
      showRecaptcha: true,
      userAccountLocked: false,
    });
  });

  it('sends a not-activated account to support', () => {
    expect(notActivatedBody().error_message).toBe(
      'Unfortunately we are experiencing a problem with your account, please contact the support team for help.',
    );
  });
});
