import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { readOutbox, requestResetToken, reseed } from '#support/reference-api/recovery-helpers.ts';
import { sendJson } from '#support/reference-api/session-helpers.ts';
import { hashToken } from '../rules/token-codec.ts';

const db = env.REF_DB;
const SENT = { sent: true, message: 'If an account exists for this address, a reset link is on its way.' };

function forgotPassword(email: unknown): Promise<Response> {
  return sendJson('POST', '/v2/forgot-password', {
    email,
    recaptcha: 'test-captcha',
    isRecaptchaEnabled: true,
  });
}

describe('POST /v2/forgot-password', () => {
  beforeEach(reseed);

  it('gives the same answer for an account and for an unknown address', async () => {
    for (const email of ['emma.employee@acme.test', 'nobody.here@acme.test']) {
      const response = await forgotPassword(email);

      expect(response.status, email).toBe(200);
      expect(await response.json(), email).toEqual(SENT);
    }
  });

  it('e-mails the account a reset link to its own portal, and nothing to an unknown address', async () => {
    await forgotPassword('Emma.Employee@ACME.test');
    await forgotPassword('nobody.here@acme.test');

    const [mail, ...others] = await readOutbox('emma.employee@acme.test');
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      to: 'emma.employee@acme.test',
      subject: 'Reset your password',
      links: [
        expect.stringMatching(/^http:\/\/acme\.localhost:8787\/reset-password\?token=[A-Za-z0-9_-]{43}$/),
      ],
    });
    expect(mail?.text).toContain(mail?.links[0]);
    expect(await readOutbox('nobody.here@acme.test')).toEqual([]);
  });

  it('stores only the SHA-256 of the token, valid for 60 minutes', async () => {
    const before = Date.now();
    const token = await requestResetToken('gina.employee@globex.test');

    const row = await db
      .prepare('SELECT token_hash, created_at, expires_at, used_at FROM reset_tokens')
      .first<{ token_hash: string; created_at: string; expires_at: string; used_at: string | null }>();
    expect(row?.token_hash).toBe(await hashToken(token));
    expect(Date.parse(row?.created_at ?? '')).toBeGreaterThanOrEqual(before);
    expect(Date.parse(row?.expires_at ?? '') - Date.parse(row?.created_at ?? '')).toBe(60 * 60_000);
    expect(row?.used_at).toBeNull();
  });

  it('sends no reset link to an account that is not activated yet, with the same answer', async () => {
    const response = await forgotPassword('nina.new@acme.test');

    expect(await response.json()).toEqual(SENT);
    const mails = await readOutbox('nina.new@acme.test');
    expect(mails.map((mail) => mail.subject)).not.toContain('Reset your password');
    expect(await db.prepare('SELECT count(*) AS n FROM reset_tokens').first('n')).toBe(0);
  });

  it('links support staff, who have no client, to the root portal', async () => {
    await forgotPassword('sam.support@c8.test');

    const [mail] = await readOutbox('sam.support@c8.test');
    expect(mail?.links[0]).toMatch(/^http:\/\/localhost:8787\/reset-password\?token=/);
  });

  it.each([
    ['an invalid e-mail', 'emma.employee'],
    ['no e-mail', undefined],
    ['an e-mail that is not text', 42],
  ])('answers %s with 422 and the field error', async (_reason, email) => {
    const response = await forgotPassword(email);

    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ errors: { email: ['Please enter a valid email address'] } });
  });
});
