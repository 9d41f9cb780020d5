import { describe, expect, it } from 'vitest';
import { toSessionSummary, upstreamSetupSchema } from './login-responses';

// Decisions 053 and 065: only the person can accept their new terms, so the terms screen holds no
// act-as session, read-only or not; the person's own session still sees it.
const TARA = upstreamSetupSchema.parse({
  user: {
    id: 1004,
    email: 'tara.terms@acme.test',
    first_name: 'Tara',
    surname: 'Quinn',
    user_type: 'employee',
    site_terms_updated: true,
  },
});

describe('the session summary of a person with new terms to accept', () => {
  it('asks for them in her own session only, not in any act-as session', () => {
    const actAs = (readOnly: boolean) => ({ schemeYear: 2026, actor: 'support' as const, readOnly });
    expect(toSessionSummary(TARA, null, null, 0).siteTermsUpdated).toBe(true);
    for (const readOnly of [true, false]) {
      expect(toSessionSummary(TARA, actAs(readOnly), null, 0)).toMatchObject({
        siteTermsUpdated: false,
        masquerade: { name: 'Tara Quinn', readOnly },
      });
    }
  });
});

// Decision 075: an employee the upstream marks as approving selections is an approver; anyone else,
// and an upstream that does not say, is not.
describe('the session summary of an approver', () => {
  it('carries approves_selections as approver, and false when it is missing', () => {
    const abby = upstreamSetupSchema.parse({
      user: {
        id: 1012,
        email: 'abby.approver@acme.test',
        first_name: 'Abby',
        surname: 'Clarke',
        user_type: 'employee',
        approves_selections: true,
        site_terms_updated: false,
      },
    });
    expect(toSessionSummary(abby, null, null, 0)).toMatchObject({ userType: 'employee', approver: true });
    expect(toSessionSummary(TARA, null, null, 0).approver).toBe(false);
  });
});
