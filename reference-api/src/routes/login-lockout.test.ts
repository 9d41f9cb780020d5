import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { login } from '#support/reference-api/session-helpers.ts';

// Each scenario uses its own lockout account (DEMO-DATA), so no other test's account gets locked.
const db = env.REF_DB;
const WRONG = { password: 'Sunlit-Harbour#00' };
const LOCKED = {
  error_message:
    'You have unsuccessfully tried to login too many times - your account has been locked for 15 mins. Please try again later',
  showRecaptcha: true,
  userAccountLocked: true,
};

async function failWith(email: string, times: number, recaptcha?: string): Promise<unknown[]> {
  const bodies: unknown[] = [];
  for (let i = 0; i < times; i++) {
    const response = await login(email, { ...WRONG, ...(recaptcha === undefined ? {} : { recaptcha }) });
    expect(response.status).toBe(401);
    bodies.push(await response.json());
  }
  return bodies;
}

async function failedCount(email: string): Promise<unknown> {
  return db
    .prepare('SELECT failed_login_count FROM users WHERE email = ?1')
    .bind(email)
    .first('failed_login_count');
}

describe('login lockout', () => {
  it('asks for the captcha from the 3rd failure and locks with the exact text at the 5th', async () => {
    const email = 'lockout.demo1@acme.test';
    const before = Date.now();

    const bodies = await failWith(email, 5, 'captcha-token');

    expect(bodies).toEqual([
      { error_message: null, showRecaptcha: false, userAccountLocked: false },
      { error_message: null, showRecaptcha: false, userAccountLocked: false },
      { error_message: null, showRecaptcha: true, userAccountLocked: false },
      { error_message: null, showRecaptcha: true, userAccountLocked: false },
      LOCKED,
    ]);
    const lockedUntil = Date.parse(
      String(
        await db.prepare('SELECT locked_until FROM users WHERE email = ?1').bind(email).first('locked_until'),
      ),
    );
    expect(lockedUntil - before).toBeGreaterThanOrEqual(15 * 60_000);
    expect(lockedUntil - Date.now()).toBeLessThanOrEqual(15 * 60_000);
  });

  it('refuses even the correct password while the account is locked', async () => {
    const response = await login('lockout.demo1@acme.test', { recaptcha: 'captcha-token' });

    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(LOCKED);
  });

  it('lets the account in again once the lock has run out, with a fresh count', async () => {
    const email = 'lockout.demo1@acme.test';
    await db
      .prepare('UPDATE users SET failed_login_count = 5, locked_until = ?2 WHERE email = ?1')
      .bind(email, new Date(Date.now() - 1000).toISOString())
      .run();

    const wrong = await login(email, WRONG);
    expect(await wrong.json()).toEqual({
      error_message: null,
      showRecaptcha: false,
      userAccountLocked: false,
    });
    expect(await failedCount(email)).toBe(1);
    expect((await login(email)).status).toBe(200);
  });

  it('does not check the password or count a failure when the captcha is required but missing', async () => {
    const email = 'lockout.demo2@acme.test';
    await failWith(email, 3, 'captcha-token');

    for (const recaptcha of [undefined, '']) {
      // Even the right password is not looked at without the captcha.
      const response = await login(email, recaptcha === undefined ? {} : { recaptcha });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        error_message: null,
        showRecaptcha: true,
        userAccountLocked: false,
      });
    }
    expect(await failedCount(email)).toBe(3);
    expect((await login(email, { recaptcha: 'captcha-token' })).status).toBe(200);
  });

  it('resets the consecutive-failure count on success', async () => {
    const email = 'lockout.demo3@acme.test';
    await failWith(email, 2);

    expect((await login(email)).status).toBe(200);
    expect(await failedCount(email)).toBe(0);
    // Had the count survived, this would be the 3rd failure and ask for the captcha.
    expect(await failWith(email, 1)).toEqual([
      { error_message: null, showRecaptcha: false, userAccountLocked: false },
    ]);
  });
});
