import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { callReferenceApi } from '#support/reference-api/call-reference-api.ts';
import { readOutbox, requestResetToken } from '#support/reference-api/recovery-helpers.ts';

const db = env.REF_DB;

describe('GET /v2/__dev/outbox', () => {
  it("answers an address's e-mails newest first, the seeded welcome e-mail included", async () => {
    const [welcome] = await readOutbox('nina.new@acme.test');
    expect(welcome).toEqual({
      to: 'nina.new@acme.test',
      subject: 'Welcome to Acme Rewards: activate your account',
      text: expect.stringContaining('http://acme.localhost:8787/activation/demo-acme-nina'),
      links: ['http://acme.localhost:8787/activation/demo-acme-nina'],
      created_at: '2025-11-03T09:00:00.000Z',
    });

    const first = await requestResetToken('liam.leaver@acme.test');
    const second = await requestResetToken('liam.leaver@acme.test');

    const mails = await readOutbox('LIAM.leaver@acme.test');
    expect(mails.map((mail) => new URL(mail.links[0] ?? '').searchParams.get('token'))).toEqual([
      second,
      first,
    ]);
    expect(mails[0]?.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('answers at most the 20 newest', async () => {
    const insert = db.prepare(
      `INSERT INTO outbox (to_email, subject, text, links_json, created_at) VALUES ('alex.admin@acme.test', ?1, 'x', '[]', ?2)`,
    );
    await db.batch(
      Array.from({ length: 25 }, (_, i) =>
        insert.bind(`Mail ${i}`, `2026-02-01T10:${String(i).padStart(2, '0')}:00.000Z`),
      ),
    );

    const mails = await readOutbox('alex.admin@acme.test');

    expect(mails).toHaveLength(20);
    expect(mails[0]?.subject).toBe('Mail 24');
    expect(mails[19]?.subject).toBe('Mail 5');
  });

  it('answers an empty list for an address without e-mails, and 400 without an address', async () => {
    expect(await readOutbox('nobody.here@acme.test')).toEqual([]);

    const response = await callReferenceApi('/v2/__dev/outbox');
    expect(response.status).toBe(400);
  });
});
