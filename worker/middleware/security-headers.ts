import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/** Where each captcha provider's script, frames and calls come from (CSP sources). */
const CAPTCHA_SOURCES: Record<string, string[]> = {
  test: [],
  turnstile: ['https://challenges.cloudflare.com'],
  recaptcha: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
};

function buildSecurityHeaders(devServer: boolean, captchaProvider: string) {
  const captcha = CAPTCHA_SOURCES[captchaProvider] ?? [];
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: devServer ? ["'self'", "'unsafe-inline'"] : ["'self'", ...captcha],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: devServer ? ["'self'", 'ws:'] : ["'self'", ...captcha],
      frameSrc: captcha.length ? captcha : ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
    },
    strictTransportSecurity: 'max-age=31536000; includeSubDomains',
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xContentTypeOptions: 'nosniff',
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginResourcePolicy: 'same-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
  });
}

/**
 * Security headers for every Worker response, HTML included. Scripts only from our own origin
 * (and the configured captcha provider); no inline script: the bootstrap is a JSON data block,
 * which CSP does not execute. Inline styles are allowed because the tenant theme is injected as a
 * <style> element per request. `devServer` relaxes script-src for Vite's HMR preamble only.
 */
export function securityHeaders({ devServer }: { devServer: boolean }): MiddlewareHandler<{
  Bindings: { CAPTCHA_PROVIDER: string };
}> {
  const byProvider = new Map<string, MiddlewareHandler>();
  return (c, next) => {
    const provider = c.env.CAPTCHA_PROVIDER;
    let middleware = byProvider.get(provider);
    if (!middleware) {
      middleware = buildSecurityHeaders(devServer, provider);
      byProvider.set(provider, middleware);
    }
    return middleware(c, next);
  };
}
