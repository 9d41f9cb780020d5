import { describe, expect, it } from 'vitest';
import { clientExceptionsOf, toSessionSummary, upstreamSetupSchema } from './login-responses';

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

// Decision 083: the client's exceptions are mapped once, every code kept; only the active
// data-load-eligibility-impact turns isDataLoadEligibilityImpactEnabled on.
describe('the client exceptions of the summary', () => {
  const withExceptions = (client_exceptions?: { code: string; status: string }[] | null) =>
    upstreamSetupSchema.parse({
      user: TARA.user,
      client: { id: 2, client_exceptions },
    });

  it('keeps every exception, a code the portal does not know too, as code and status', () => {
    const setup = withExceptions([
      { code: 'payroll-feed-weekly', status: 'active' },
      { code: 'data-load-eligibility-impact', status: 'inactive' },
    ]);
    expect(clientExceptionsOf(setup)).toEqual([
      { code: 'payroll-feed-weekly', status: 'active' },
      { code: 'data-load-eligibility-impact', status: 'inactive' },
    ]);
    expect(toSessionSummary(setup, null, null, 0).isDataLoadEligibilityImpactEnabled).toBe(false);
  });

  it('turns the eligibility impact on only for its code, active', () => {
    const on = withExceptions([{ code: 'data-load-eligibility-impact', status: 'active' }]);
    expect(toSessionSummary(on, null, null, 0).isDataLoadEligibilityImpactEnabled).toBe(true);
    for (const status of ['inactive', 'Active', 'pending']) {
      const other = withExceptions([{ code: 'data-load-eligibility-impact', status }]);
      expect(toSessionSummary(other, null, null, 0).isDataLoadEligibilityImpactEnabled, status).toBe(false);
    }
  });

  it('has none when the upstream does not say, or the person has no client', () => {
    for (const setup of [withExceptions(undefined), withExceptions(null), TARA]) {
      expect(clientExceptionsOf(setup)).toEqual([]);
      expect(toSessionSummary(setup, null, null, 0).isDataLoadEligibilityImpactEnabled).toBe(false);
    }
  });
});
