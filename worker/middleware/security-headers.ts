import type { MiddlewareHandler } from 'hono';
import { type ContentSecurityPolicyOptionHandler, NONCE, secureHeaders } from 'hono/secure-headers';
import { FIRST_PAINT_SCRIPT } from '#contract/first-paint';
import { VOUCHER_MANAGEMENT_FRAME_PATH } from '#contract/reporting-rules';
import { VIDEO_PLAYER_ORIGINS } from '#contract/video-embeds';
import { type AnswerHeader, setAnswerHeaders } from '../http/answer-headers';
import { cardValueServiceOrigin } from '../http/card-value-service';

/** HTTPS only, for a year, sub-domains (every tenant) included: on pages and API answers alike. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** Where each captcha provider's script, frames and calls come from (CSP sources). */
const CAPTCHA_SOURCES: Record<string, string[]> = {
  test: [],
  turnstile: ['https://challenges.cloudflare.com'],
  recaptcha: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
};

/** A CSP source that allows exactly this inline script: 'sha256-<base64 of its SHA-256>'. */
async function inlineScriptSource(script: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(script));
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
}

const voucherFrameRoute: ContentSecurityPolicyOptionHandler = (c) =>
  `${new URL(c.req.url).origin}${VOUCHER_MANAGEMENT_FRAME_PATH}`;

function buildSecurityHeaders(
  devServer: boolean,
  captchaProvider: string,
  firstPaintScript: string,
  cardValueService: string | null,
) {
  const captcha = CAPTCHA_SOURCES[captchaProvider] ?? [];
  // Frames: the captcha's, the card-value service /app/ccv/manage embeds (decision 028), and the
  // video players a page frames while the person allows video-player cookies (decision 082), only.
  // The frame first opens the Worker's redirect route on this origin (CSP checks every URL of a
  // frame's redirect chain), so that one path is listed too, not the origin.
  const frames: (string | ContentSecurityPolicyOptionHandler)[] = [
    ...captcha,
    ...VIDEO_PLAYER_ORIGINS,
    ...(cardValueService ? [voucherFrameRoute, cardValueService] : []),
  ];
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // React's streaming scripts carry the request's nonce (decision 033); `vite dev`'s preamble
      // has none, so the development server allows inline scripts instead.
      scriptSrc: devServer ? ["'self'", "'unsafe-inline'"] : ["'self'", NONCE, firstPaintScript, ...captcha],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: devServer ? ["'self'", 'ws:'] : ["'self'", ...captcha],
      frameSrc: frames,
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
    },
    strictTransportSecurity: STRICT_TRANSPORT_SECURITY,
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xContentTypeOptions: 'nosniff',
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginResourcePolicy: 'same-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
  });
}

/**
 * What an API answer carries (JSON, a file, a redirect: never a document that runs, frames or loads
 * anything): a policy that allows nothing, and only the headers that protect such an answer: not
 * sniffed, not framed, not read from another origin, HTTPS only. The page's long policy, its
 * permissions and opener policy mean nothing here, and every byte of them travels through every
 * hop of every call the SPA makes (decision 012). Built once; set in place, without a copy.
 */
const API_SECURITY_HEADERS: readonly AnswerHeader[] = [
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['strict-transport-security', STRICT_TRANSPORT_SECURITY],
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
  ['referrer-policy', 'no-referrer'],
  ['cross-origin-resource-policy', 'same-origin'],
];

const isApiPath = (path: string) => path.startsWith('/api/');

/**
 * Security headers for every Worker response. Pages: scripts only from our own origin (and the
 * configured captcha provider), plus the one inline first-paint script, allowed by its hash
 * (docs/decisions/013-paint-first.md); the bootstrap is a JSON data block, which CSP does not
 * execute. Frames only from the captcha provider and the configured card-value service (decision
 * 028). Inline styles are allowed because the tenant theme is injected as a <style> element per
 * request. `devServer` relaxes script-src for Vite's HMR preamble only. API answers: the short set
 * above.
 */
type SecurityBindings = { CAPTCHA_PROVIDER: string; CARD_VALUE_SERVICE_URL?: string };

export function securityHeaders({ devServer }: { devServer: boolean }): MiddlewareHandler<{
  Bindings: SecurityBindings;
}> {
  const byConfiguration = new Map<string, MiddlewareHandler>();
  let firstPaintScript: Promise<string> | null = null;
  const keyOf = (env: SecurityBindings) => `${env.CAPTCHA_PROVIDER} ${env.CARD_VALUE_SERVICE_URL ?? ''}`;
  // Built once per configuration; every later request takes the cached middleware without an await.
  const build: MiddlewareHandler<{ Bindings: SecurityBindings }> = async (c, next) => {
    firstPaintScript ??= inlineScriptSource(FIRST_PAINT_SCRIPT);
    const middleware = buildSecurityHeaders(
      devServer,
      c.env.CAPTCHA_PROVIDER,
      await firstPaintScript,
      cardValueServiceOrigin(c.env.CARD_VALUE_SERVICE_URL),
    );
    byConfiguration.set(keyOf(c.env), middleware);
    return middleware(c, next);
  };
  return async (c, next) => {
    if (isApiPath(c.req.path)) {
      await next();
      setAnswerHeaders(c, API_SECURITY_HEADERS);
      return;
    }
    const middleware = byConfiguration.get(keyOf(c.env));
    return middleware ? middleware(c, next) : build(c, next);
  };
}
