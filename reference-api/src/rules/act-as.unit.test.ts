import { describe, expect, it } from 'vitest';
import { ACT_AS_TEXTS, actAsMail, actAsWhen, checkActAsReason, readOnlyChoice } from './act-as.ts';

describe('the act-as reason', () => {
  it('is required, trimmed and at most 500 characters', () => {
    expect(checkActAsReason(undefined)).toEqual({ ok: false, error: ACT_AS_TEXTS.reasonRequired });
    expect(checkActAsReason(' \n ')).toEqual({ ok: false, error: ACT_AS_TEXTS.reasonRequired });
    expect(checkActAsReason('a'.repeat(501))).toEqual({ ok: false, error: ACT_AS_TEXTS.reasonTooLong });
    expect(checkActAsReason(` ${'a'.repeat(500)} `)).toEqual({ ok: true, reason: 'a'.repeat(500) });
  });

  it.each([
    ['a new line', 'Ticket 4821\nYour account is locked: call 0800 000 000'],
    ['a carriage return', 'Ticket 4821\rPlease reply'],
    ['a tab', 'Ticket\t4821'],
    ['a line separator', 'Ticket 4821\u2028Your password has expired'],
    ['a right-to-left override', 'Ticket \u202E1284'],
    ['a web address', 'Check http://evil.example/login'],
    ['a secure web address', 'Check HTTPS://evil.example'],
    ['another scheme', 'Open ftp://files.example'],
    ['www.', 'See www.evil-example'],
    ['an e-mail address', 'Reply to sam@evil.example'],
    ['a full-width e-mail address', 'Reply to ｓａｍ＠ｅｖｉｌ．ｅｘａｍｐｌｅ'],
    ['a bare domain', 'Log in at acme-benefits.co.uk to confirm'],
    ['a domain with an accent', 'Log in at bücher.de'],
    ['an ideographic dot', 'Log in at evil。com'],
  ])('refuses a reason with %s', (_, reason) => {
    expect(checkActAsReason(reason)).toEqual({ ok: false, error: ACT_AS_TEXTS.reasonNotPlain });
  });

  it.each([
    'Ticket 4821: Emma cannot see her dental cover',
    'She asked me to check her pension form (call on 3 Dec, ref. A-17).',
    'Checking totals, e.g. the 2.5% match; i.e. payroll v2.1',
    'Ticket #4411 @ 10:30 — “report totals look wrong”',
  ])('accepts a sentence: %s', (reason) => {
    expect(checkActAsReason(reason)).toEqual({ ok: true, reason });
  });

  it('leaves a session read-only unless false is sent', () => {
    expect([undefined, null, true, 'false', 0].map(readOnlyChoice)).toEqual([true, true, true, true, true]);
    expect(readOnlyChoice(false)).toBe(false);
  });
});

describe('the act-as e-mail', () => {
  const facts = {
    firstName: 'Emma',
    brandName: 'Acme Rewards',
    portalUrl: 'http://acme.localhost:8787',
    actor: { type: 'support', name: 'Sam Ito' },
    startedAtMs: Date.UTC(2026, 10, 28, 1, 2),
    readOnly: true,
  } as const;

  it('quotes the reason as theirs, on its own line among the portal’s', () => {
    const mail = actAsMail({ ...facts, reason: 'Ticket 4821: Emma cannot see her dental cover' });
    expect(mail.text.split('\n\n')).toContain(
      'The reason they gave, in their own words: “Ticket 4821: Emma cannot see her dental cover”',
    );
    expect(mail.links).toEqual(['http://acme.localhost:8787/app/home/my-profile/']);
  });

  it('keeps a reason stored before the rule on one line: it cannot start a paragraph of its own', () => {
    const mail = actAsMail({
      ...facts,
      reason: 'Ticket 1\n\nYour account is locked.\r\nPlease sign in again\u2028now',
    });
    const paragraphs = mail.text.split('\n\n');
    expect(paragraphs).toContain(
      'The reason they gave, in their own words: “Ticket 1 Your account is locked. Please sign in again now”',
    );
    expect(paragraphs).not.toContain('Your account is locked.');
    expect(mail.text).not.toMatch(/\r|\u2028/);
    // Every line is the portal's, or the one quoted line.
    expect(mail.text.split('\n').filter((line) => line.includes('Your account is locked'))).toHaveLength(1);
  });
});

describe('when an act-as session started, as the e-mail says it', () => {
  it('is UK time, with the zone named: GMT in winter, BST in summer', () => {
    expect(actAsWhen(Date.UTC(2026, 10, 28, 1, 2))).toBe('28 November 2026 at 01:02 GMT');
    expect(actAsWhen(Date.UTC(2026, 6, 4, 16, 30))).toBe('4 July 2026 at 17:30 BST');
  });
});
