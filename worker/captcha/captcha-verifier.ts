import { TEST_CAPTCHA_TOKEN } from '#contract/auth';
import type { Env } from '../env';

export interface CaptchaVerifier {
  verify(token: string, remoteIp: string | null): Promise<boolean>;
}

const SITEVERIFY_URLS = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
} as const;

/**
 * The captcha is verified here, server-side, before a login reaches the upstream. The 'test'
 * provider (a plain checkbox) exists for development and tests and is refused in production.
 */
export function createCaptchaVerifier(env: Env, fetchFn: typeof fetch = fetch): CaptchaVerifier {
  const provider = env.CAPTCHA_PROVIDER as string;
  if (provider === 'test') {
    return {
      async verify(token) {
        return env.ENVIRONMENT !== 'production' && token === TEST_CAPTCHA_TOKEN;
      },
    };
  }
  if (provider !== 'turnstile' && provider !== 'recaptcha')
    throw new Error(`Unknown captcha provider ${provider}`);
  return {
    async verify(token, remoteIp) {
      const secret = env.CAPTCHA_SECRET;
      if (!secret) throw new Error('CAPTCHA_SECRET is not set');
      const form = new URLSearchParams({ secret, response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      const response = await fetchFn(SITEVERIFY_URLS[provider], {
        method: 'POST',
        body: form,
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) return false;
      const result = (await response.json()) as { success?: unknown };
      return result.success === true;
    },
  };
}
