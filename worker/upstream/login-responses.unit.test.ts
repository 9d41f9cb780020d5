import { describe, expect, it } from 'vitest';
import { toSessionSummary, upstreamSetupSchema } from './login-responses';

// Decision 053: someone who may only look cannot accept the person's new terms for them, so the
// terms screen does not hold a read-only act-as session; any other session still sees it.
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
  it('asks for them in her own session and in an act-as session that allows changes, not in a read-only one', () => {
    const actAs = (readOnly: boolean) => ({ schemeYear: 2026, actor: 'support' as const, readOnly });
    expect(toSessionSummary(TARA, null, null, 0).siteTermsUpdated).toBe(true);
    expect(toSessionSummary(TARA, actAs(false), null, 0).siteTermsUpdated).toBe(true);
    expect(toSessionSummary(TARA, actAs(true), null, 0)).toMatchObject({
      siteTermsUpdated: false,
      masquerade: { name: 'Tara Quinn', readOnly: true },
    });
  });
});
