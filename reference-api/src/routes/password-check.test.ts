import { describe, expect, it } from 'vitest';
import { requestResetToken } from '#support/reference-api/recovery-helpers.ts';
import { sendJson, signIn } from '#support/reference-api/session-helpers.ts';
import { DEMO_PASSWORD } from '../seed/demo-data.ts';

type CheckBody = { data: { checks: { name: string; status: boolean }[] }; error?: string };

async function check(body: Record<string, unknown>, token?: string) {
  const response = await sendJson('POST', '/v2/password/check', body, token);
  const json = await response.json<CheckBody>();
  return {
    status: response.status,
    json,
    failed: json.data.checks.filter((item) => !item.status).map((item) => item.name),
  };
}

describe('POST /v2/password/check', () => {
  it('answers 200 with every check passing for a good password', async () => {
    const { status, json } = await check({ password: 'Bright-Meadow#2049' });

    expect(status).toBe(200);
    expect(json).toEqual({
      data: {
        checks: [
          { name: 'length', status: true },
          { name: 'repeating', status: true },
          { name: 'sequence', status: true },
          { name: 'common', status: true },
          { name: 'uppercase', status: true },
          { name: 'number', status: true },
          { name: 'special', status: true },
          { name: 'personal', status: true },
          { name: 'history', status: true },
        ],
      },
    });
  });

  it('answers 422 with the checks and the form message when a rule fails', async () => {
    const { status, json, failed } = await check({ password: 'password1234' });

    expect(status).toBe(422);
    expect(json.error).toBe('Please ensure your password meets the listed requirements');
    expect(failed).toEqual(['sequence', 'common', 'uppercase', 'special']);
  });

  it('passes the personal and history rules without anyone to check against', async () => {
    expect((await check({ password: 'Bright-Emma#2049' })).failed).toEqual([]);
    expect((await check({ password: DEMO_PASSWORD })).failed).toEqual([]);
  });

  it("checks the reset link's account: its name and its previous passwords", async () => {
    const token = await requestResetToken('emma.employee@acme.test');

    expect((await check({ password: 'Bright-Emma#2049', token })).failed).toEqual(['personal']);
    expect((await check({ password: DEMO_PASSWORD, token })).failed).toEqual(['history']);
    expect((await check({ password: 'Winter-Lantern#88', token })).failed).toEqual(['history']);
  });

  it("checks the activation's account", async () => {
    expect((await check({ password: 'Copper-Patel#5120', activation_id: 'demo-acme-nina' })).failed).toEqual([
      'personal',
    ]);
    // Nina's placeholder password was never hers, so it is not a previous password.
    expect((await check({ password: DEMO_PASSWORD, activation_id: 'demo-acme-nina' })).failed).toEqual([]);
  });

  it("checks the signed-in person's account from the bearer token", async () => {
    const { access_token } = await signIn('demo.employee@c8.test');

    expect((await check({ password: 'Bright-Cole#2049' }, access_token)).failed).toEqual(['personal']);
    expect((await check({ password: DEMO_PASSWORD }, access_token)).failed).toEqual(['history']);
  });
});
