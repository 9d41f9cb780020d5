import { secureHeaders } from 'hono/secure-headers';

/**
 * Security headers for every Worker response, HTML included. Scripts only from our own origin
 * (no inline script: the bootstrap is a JSON data block, which CSP does not execute). Inline
 * styles are allowed because the tenant theme is injected as a <style> element per request.
 * `devServer` relaxes script-src for Vite's HMR preamble under `npm run dev` only.
 */
export function securityHeaders({ devServer }: { devServer: boolean }) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: devServer ? ["'self'", "'unsafe-inline'"] : ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: devServer ? ["'self'", 'ws:'] : ["'self'"],
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
