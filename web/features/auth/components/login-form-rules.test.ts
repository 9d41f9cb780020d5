import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_REQUIRED_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  PASSWORD_REQUIRED_MESSAGE,
  validateLoginForm,
} from './login-form-rules';

const EMPTY = { email: '', password: '', captchaToken: '' };

describe('validateLoginForm', () => {
  it('asks only for a valid e-mail address on the first step, and trims it', () => {
    expect(validateLoginForm(EMPTY, { step: 'email', captchaRequired: true }).errors).toEqual({
      email: EMAIL_REQUIRED_MESSAGE,
    });
    expect(
      validateLoginForm({ ...EMPTY, email: 'emma@acme' }, { step: 'email', captchaRequired: false }).errors,
    ).toEqual({
      email: EMAIL_INVALID_MESSAGE,
    });
    expect(
      validateLoginForm({ ...EMPTY, email: ' emma@acme.test ' }, { step: 'email', captchaRequired: false }),
    ).toEqual({
      values: { ...EMPTY, email: 'emma@acme.test' },
      errors: {},
    });
  });

  it('adds the password, and the captcha once required, on the second step', () => {
    const values = { ...EMPTY, email: 'emma@acme.test' };
    expect(validateLoginForm(values, { step: 'password', captchaRequired: false }).errors).toEqual({
      password: PASSWORD_REQUIRED_MESSAGE,
    });
    expect(validateLoginForm(values, { step: 'password', captchaRequired: true }).errors).toEqual({
      password: PASSWORD_REQUIRED_MESSAGE,
      captchaToken: CAPTCHA_REQUIRED_MESSAGE,
    });
  });
});
