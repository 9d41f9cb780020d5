import { describe, expect, it } from 'vitest';
import { getJson } from '#support/reference-api/benefit-helpers.ts';
import { getWithToken, signIn } from '#support/reference-api/session-helpers.ts';

type Faq = { question: string; answer: string };

describe('GET /v2/cms-content/faqs', () => {
  it("answers with the signed-in person's client's FAQs, in their order", async () => {
    const { access_token } = await signIn('emma.employee@acme.test');
    const faqs = await getJson<Faq[]>('/v2/cms-content/faqs', access_token);
    expect(faqs.length).toBeGreaterThan(1);
    expect(faqs[0]?.question).toBe('When can I change my benefits?');
  });

  it('answers an empty list for a client without FAQs', async () => {
    const { access_token } = await signIn('gus.admin@globex.test');
    expect(await getJson<Faq[]>('/v2/cms-content/faqs', access_token)).toEqual([]);
  });

  it('needs a token', async () => {
    expect((await getWithToken('/v2/cms-content/faqs', 'not-a-token')).status).toBe(401);
  });
});
