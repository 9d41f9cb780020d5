import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { resetDestination, tokenProblemOf } from './reset-password';

const ORIGIN = 'https://acme.portal.example';

describe('resetDestination', () => {
  it('turns the default / into the login page with the password-changed flag', () => {
    expect(resetDestination('/', ORIGIN)).toEqual({ kind: 'navigate', to: '/?password-changed=true' });
    expect(resetDestination('', ORIGIN)).toEqual({ kind: 'navigate', to: '/?password-changed=true' });
    expect(resetDestination(`${ORIGIN}/`, ORIGIN)).toEqual({
      kind: 'navigate',
      to: '/?password-changed=true',
    });
  });

  it('gives any URL containing /spirit a full page load', () => {
    expect(resetDestination('/spirit/home', ORIGIN)).toEqual({ kind: 'load', url: '/spirit/home' });
    expect(resetDestination(`${ORIGIN}/spirit`, ORIGIN)).toEqual({ kind: 'load', url: `${ORIGIN}/spirit` });
  });

  it('navigates within the app to another same-origin path and loads another origin in full', () => {
    expect(resetDestination(`${ORIGIN}/app/home/?a=1`, ORIGIN)).toEqual({
      kind: 'navigate',
      to: '/app/home/?a=1',
    });
    expect(resetDestination('https://elsewhere.example/x', ORIGIN)).toEqual({
      kind: 'load',
      url: 'https://elsewhere.example/x',
    });
  });
});

describe('tokenProblemOf', () => {
  const failure = (code: string) => new ApiRequestError(400, { error: { message: 'x', code } });

  it('tells an expired token from an invalid one, and ignores other failures', () => {
    expect(tokenProblemOf(failure('token_expired'))).toEqual({ kind: 'expired' });
    expect(tokenProblemOf(failure('token_invalid'))).toEqual({
      kind: 'invalid',
      heading: 'Your password reset link has expired or is invalid.',
    });
    expect(tokenProblemOf(failure('dob_mismatch'))).toBeNull();
    expect(tokenProblemOf(new Error('boom'))).toBeNull();
  });
});
