import { describe, expect, it } from 'vitest';
import {
  classifyRefusal,
  firstFieldError,
  toActivationDetails,
  toCarousel,
  toDayFirstDate,
  toOutbox,
  toPasswordCheckResult,
  toYearFirstDate,
} from './recovery-responses';

describe('date of birth conversions', () => {
  it('sends DD/MM/YYYY to the date-of-birth checks', () => {
    expect(toDayFirstDate('1985-03-12')).toBe('12/03/1985');
  });

  it('sends YYYY/MM/DD to the reset and activation calls', () => {
    expect(toYearFirstDate('1990-04-15')).toBe('1990/04/15');
  });

  it('refuses anything that is not an ISO date rather than guessing', () => {
    expect(() => toDayFirstDate('12/03/1985')).toThrow(RangeError);
    expect(() => toYearFirstDate('1985-3-12')).toThrow(RangeError);
  });
});

describe('firstFieldError', () => {
  it('takes the first non-empty message of the first field that has one', () => {
    expect(firstFieldError({ email: ['', 'The email must be valid'], name: ['x'] })).toBe(
      'The email must be valid',
    );
  });

  it('is null without messages', () => {
    expect(firstFieldError(undefined)).toBeNull();
    expect(firstFieldError({ email: [] })).toBeNull();
  });
});

describe('classifyRefusal', () => {
  const checks = [{ name: 'history' as const, status: false }];

  it('reads a checklist as a refused password', () => {
    expect(classifyRefusal({ error: 'Password not strong enough', checks })).toEqual({
      kind: 'password',
      checks,
    });
  });

  it('reads the mismatch text as a wrong date of birth', () => {
    expect(classifyRefusal({ error: 'This date does not match our records' })).toEqual({
      kind: 'dob-mismatch',
    });
  });

  it('reads a date_of_birth field error as an unreadable date', () => {
    expect(classifyRefusal({ errors: { date_of_birth: ['The date of birth is not valid'] } })).toEqual({
      kind: 'invalid-date',
      message: 'The date of birth is not valid',
    });
  });

  it('takes any other refusal as the password', () => {
    expect(classifyRefusal({ error: 'Passwords do not match' })).toEqual({ kind: 'password' });
  });
});

describe('toPasswordCheckResult', () => {
  it('is valid only when every rule passes', () => {
    expect(toPasswordCheckResult([{ name: 'length', status: true }]).valid).toBe(true);
    expect(
      toPasswordCheckResult([
        { name: 'length', status: true },
        { name: 'number', status: false },
      ]).valid,
    ).toBe(false);
  });

  it('never calls an empty checklist valid', () => {
    expect(toPasswordCheckResult([])).toEqual({ checks: [], valid: false });
  });
});

describe('toActivationDetails', () => {
  it('maps a successful answer to camelCase, with either spelling of the first name', () => {
    const base = { status: 'success', surname: 'Patel', email: 'nina.new@acme.test' };
    expect(toActivationDetails({ ...base, first_name: 'Nina', two_factor: true })).toEqual({
      firstName: 'Nina',
      surname: 'Patel',
      email: 'nina.new@acme.test',
      twoFactor: true,
    });
    expect(toActivationDetails({ ...base, firstName: 'Nina' })).toMatchObject({
      firstName: 'Nina',
      twoFactor: false,
    });
  });

  it('is null for an error answer or an incomplete record', () => {
    expect(toActivationDetails({ status: 'error', error: 'Expired' })).toBeNull();
    expect(toActivationDetails({ status: 'success', first_name: 'Nina' })).toBeNull();
  });
});

describe('toCarousel and toOutbox', () => {
  it('maps slides to camelCase with a null image when there is none', () => {
    expect(
      toCarousel({
        slides: [
          { title: 'Welcome', body: 'Hello', image_url: '/img/1.svg' },
          { title: 'Next', body: 'More' },
        ],
      }),
    ).toEqual({
      slides: [
        { title: 'Welcome', body: 'Hello', imageUrl: '/img/1.svg' },
        { title: 'Next', body: 'More', imageUrl: null },
      ],
    });
  });

  it('gives every outbox entry an ISO createdAt', () => {
    const mail = { to: 'a@b.test', subject: 'S', text: 'T', links: ['http://x/'] };
    expect(toOutbox([{ ...mail, created_at: Date.UTC(2026, 10, 21, 10) }])).toEqual([
      { ...mail, createdAt: '2026-11-21T10:00:00.000Z' },
    ]);
    expect(toOutbox([{ ...mail, created_at: '2026-11-21T10:00:00Z' }])[0]?.createdAt).toBe(
      '2026-11-21T10:00:00Z',
    );
  });
});
