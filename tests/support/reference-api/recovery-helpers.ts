import { env } from 'cloudflare:workers';
import { expect, inject } from 'vitest';
import { runSeedStatements } from '#reference-api/seed/seed-database.ts';
import { callReferenceApi } from './call-reference-api.ts';
import { sendJson } from './session-helpers.ts';

export type OutboxEntry = { to: string; subject: string; text: string; links: string[]; created_at: string };

/** Back to the demo data of DEMO-DATA.md, for tests that change passwords or spend links. */
export function reseed(): Promise<void> {
  return runSeedStatements(env.REF_DB, inject('referenceSeedStatements'));
}

export async function readOutbox(email: string): Promise<OutboxEntry[]> {
  const response = await callReferenceApi(`/v2/__dev/outbox?to=${encodeURIComponent(email)}`);
  expect(response.status).toBe(200);
  return response.json<OutboxEntry[]>();
}

/** Asks for a reset link as the forgotten-password page does, and returns the token it e-mailed. */
export async function requestResetToken(email: string): Promise<string> {
  const response = await sendJson('POST', '/v2/forgot-password', {
    email,
    recaptcha: 'test-captcha',
    isRecaptchaEnabled: true,
  });
  expect(response.status).toBe(200);
  const [newest] = await readOutbox(email);
  const link = newest?.links.find((url) => url.includes('/reset-password?token='));
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) {
    throw new Error(`no reset link was e-mailed to ${email}`);
  }
  return token;
}
