import { createMiddleware } from 'hono/factory';
import type { Env } from '../env';
import { apiError, GENERIC_ERROR_MESSAGE } from './api-errors';
import type { AppEnv } from './app-env';
import { log } from './log';
import { hostnameOf } from './request-host';

/**
 * What a Worker refuses to serve with (docs/decisions/029). A deployed Worker ('staging',
 * 'production') must not run with anything made for development: the test captcha, a published
 * session key, the reference API's service binding, a plain-http upstream or card-value service, a
 * placeholder left in wrangler.toml. Development-only routes (/__dev) answer only when ENVIRONMENT is 'development', and
 * a development or test Worker answers only on this machine's own host names, so a Worker deployed
 * with the top-level (development) configuration serves nothing either.
 */

const ENVIRONMENTS = ['development', 'test', 'staging', 'production'] as const;
type Environment = (typeof ENVIRONMENTS)[number];

function isEnvironment(value: string): value is Environment {
  return (ENVIRONMENTS as readonly string[]).includes(value);
}

/** The providers' published keys that always pass: fine on staging, never in production. */
const TURNSTILE_TEST_KEY = /^[123]x0{20,}[A-F]{2}$/;
const RECAPTCHA_TEST_KEYS = new Set([
  '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI',
  '6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe',
]);

function isPublishedTestKey(value: string): boolean {
  return TURNSTILE_TEST_KEY.test(value) || RECAPTCHA_TEST_KEYS.has(value);
}

/** A loopback host: where development and test configurations may answer. */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || /^127\./.test(host) || host === '::1';
}

function sessionKeyProblems(raw: string | undefined): string[] {
  if (!raw) return ['SESSION_KEYS is not set'];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return ['SESSION_KEYS is not JSON'];
  }
  const keys = (parsed as { keys?: unknown })?.keys;
  const current = (parsed as { current?: unknown })?.current;
  if (typeof current !== 'string' || typeof keys !== 'object' || keys === null || !(current in keys)) {
    return ['SESSION_KEYS names no current key'];
  }
  return Object.keys(keys).some((kid) => kid.startsWith('dev-'))
    ? ['SESSION_KEYS holds a development key (its id starts with "dev-")']
    : [];
}

function captchaProblems(env: Env, environment: 'staging' | 'production'): string[] {
  const provider = env.CAPTCHA_PROVIDER as string;
  if (provider === 'test') return ['CAPTCHA_PROVIDER is the test checkbox'];
  if (provider !== 'turnstile' && provider !== 'recaptcha') return ['CAPTCHA_PROVIDER is unknown'];
  const problems: string[] = [];
  const siteKey = (env.CAPTCHA_SITE_KEY as string | undefined) ?? '';
  if (!siteKey || siteKey.startsWith('replace-with')) problems.push('CAPTCHA_SITE_KEY is not set');
  if (!env.CAPTCHA_SECRET) problems.push('CAPTCHA_SECRET is not set');
  if (
    environment === 'production' &&
    (isPublishedTestKey(siteKey) || isPublishedTestKey(env.CAPTCHA_SECRET ?? ''))
  ) {
    problems.push("the captcha keys are the provider's published test keys");
  }
  return problems;
}

function upstreamProblems(env: Env): string[] {
  const problems: string[] = [];
  if (env.UPSTREAM) problems.push('the UPSTREAM service binding (the reference API) is for development only');
  for (const name of ['UPSTREAM_V1_URL', 'UPSTREAM_V2_URL'] as const) {
    const value = env[name] as string | undefined;
    if (!value?.startsWith('https://')) problems.push(`${name} is not an https URL`);
  }
  // Optional: without it, voucher management is simply not offered (docs/decisions/028).
  const cardValueService = env.CARD_VALUE_SERVICE_URL as string | undefined;
  if (cardValueService && !cardValueService.startsWith('https://')) {
    problems.push('CARD_VALUE_SERVICE_URL is not an https URL');
  }
  return problems;
}

/** Every reason this configuration must not serve the request's host, by name, never by value. */
export function configurationProblems(env: Env, hostname: string): string[] {
  const environment = env.ENVIRONMENT as string;
  if (!isEnvironment(environment)) return [`ENVIRONMENT is not one of ${ENVIRONMENTS.join(', ')}`];
  if (environment === 'development' || environment === 'test') {
    return isLocalHost(hostname)
      ? []
      : [
          `a ${environment} configuration (test captcha, development key and routes) answers on localhost only`,
        ];
  }
  return [
    ...captchaProblems(env, environment),
    ...sessionKeyProblems(env.SESSION_KEYS),
    ...upstreamProblems(env),
  ];
}

const checked = new WeakMap<object, string[]>();

/** A deployed configuration does not change while the isolate lives: checked once per env object. */
function problemsOf(env: Env, hostname: string): string[] {
  const environment = env.ENVIRONMENT as string;
  if (environment === 'development' || environment === 'test') return configurationProblems(env, hostname);
  let problems = checked.get(env);
  if (!problems) {
    problems = configurationProblems(env, hostname);
    checked.set(env, problems);
  }
  return problems;
}

/**
 * Every request of a misconfigured Worker — the health route, pages and /api alike — answers
 * 500 'misconfigured' in the one error shape, and the log says why.
 */
export const configurationGuard = createMiddleware<AppEnv>(async (c, next) => {
  const problems = problemsOf(c.env, hostnameOf(c.req.url));
  if (problems.length === 0) return next();
  log('error', 'misconfigured', c.get('requestId'), {
    environment: String(c.env.ENVIRONMENT),
    problems: problems.join('; '),
  });
  c.header('cache-control', 'no-store');
  return c.json(apiError(GENERIC_ERROR_MESSAGE, 'misconfigured'), 500);
});
