import { describe, expect, it } from 'vitest';
import { ACT_AS_TEXTS, actAsWhen, checkActAsReason, readOnlyChoice } from './act-as.ts';

describe('the act-as reason', () => {
  it('is required, trimmed and at most 500 characters', () => {
    expect(checkActAsReason(undefined)).toEqual({ ok: false, error: ACT_AS_TEXTS.reasonRequired });
    expect(checkActAsReason(' \n ')).toEqual({ ok: false, error: ACT_AS_TEXTS.reasonRequired });
    expect(checkActAsReason('a'.repeat(501))).toEqual({ ok: false, error: ACT_AS_TEXTS.reasonTooLong });
    expect(checkActAsReason(` ${'a'.repeat(500)} `)).toEqual({ ok: true, reason: 'a'.repeat(500) });
  });

  it('leaves a session read-only unless false is sent', () => {
    expect([undefined, null, true, 'false', 0].map(readOnlyChoice)).toEqual([true, true, true, true, true]);
    expect(readOnlyChoice(false)).toBe(false);
  });
});

describe('when an act-as session started, as the e-mail says it', () => {
  it('is UK time, with the zone named: GMT in winter, BST in summer', () => {
    expect(actAsWhen(Date.UTC(2026, 10, 28, 1, 2))).toBe('28 November 2026 at 01:02 GMT');
    expect(actAsWhen(Date.UTC(2026, 6, 4, 16, 30))).toBe('4 July 2026 at 17:30 BST');
  });
});
