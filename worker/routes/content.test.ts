import { describe, expect, it } from 'vitest';
import { createApiClient, createTestPortal } from '#support/worker/test-portal.ts';

describe('GET /api/content/faqs', () => {
  it("gives Emma her client's FAQs as question and answer pairs", async () => {
    const client = createApiClient(createTestPortal(), 'acme', { ip: '198.18.9.1' });
    expect((await client.login('emma.employee@acme.test')).status).toBe(200);
    const response = await client.call('/api/content/faqs');
    expect(response.status).toBe(200);
    const faqs = (await response.json()) as { question: string; answer: string }[];
    expect(faqs[0]).toEqual({ question: 'When can I change my benefits?', answer: expect.any(String) });
  });

  it('needs someone signed in', async () => {
    const client = createApiClient(createTestPortal(), 'acme', { ip: '198.18.9.2' });
    expect((await client.call('/api/content/faqs')).status).toBe(401);
  });
});
