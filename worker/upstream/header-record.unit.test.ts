import { describe, expect, it } from 'vitest';
import { headerRecord } from './header-record';

describe('headerRecord', () => {
  it('takes any form of headers, with lower-case names', () => {
    const expected = { accept: 'text/csv', 'x-masquerade': '7' };
    expect(headerRecord({ Accept: 'text/csv', 'X-Masquerade': '7' })).toEqual(expected);
    expect(
      headerRecord([
        ['Accept', 'text/csv'],
        ['x-masquerade', '7'],
      ]),
    ).toEqual(expected);
    expect(headerRecord(new Headers({ Accept: 'text/csv', 'X-Masquerade': '7' }))).toEqual(expected);
    expect(headerRecord(undefined)).toEqual({});
  });

  it('is a copy: changing it leaves the caller’s headers as they were', () => {
    const own = { accept: 'text/csv' };
    const record = headerRecord(own);
    record.accept = 'application/json';
    expect(own.accept).toBe('text/csv');
  });
});
