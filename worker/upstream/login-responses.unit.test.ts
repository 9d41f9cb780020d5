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
