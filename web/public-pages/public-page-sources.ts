import type { PublicRouteName } from '../../worker/contract/public-pages';

/**
 * The module of each public page, as a path under web/, for the build-time prerender to find the
 * page's chunks in Vite's manifest (they are preloaded with the page). Kept apart from the route
 * table so these strings do not ship to the browser; the prerender fails if one is not in the
 * manifest (scripts/prerender.mjs).
 */
export const PUBLIC_PAGE_SOURCES: Record<PublicRouteName, string> = {
  login: 'features/auth/routes/login.tsx',
  forgottenPassword: 'features/forgotten-password/routes/forgotten-password.tsx',
  resetPassword: 'features/reset-password/routes/reset-password.tsx',
  activation: 'features/activation/routes/activation.tsx',
  twoFactorCode: 'features/two-factor/routes/two-fa.tsx',
  twoFactorQrSetup: 'features/two-factor/routes/two-fa-qr-setup.tsx',
  twoFactorCodeSetup: 'features/two-factor/routes/two-fa-code-setup.tsx',
  ssoLogin: 'features/sso/routes/sso-login.tsx',
  partnerSsoLogin: 'features/sso/routes/sso-login.tsx',
  ssoError: 'features/sso/routes/sso-error.tsx',
  logoutSuccess: 'features/logout/routes/logout-success.tsx',
  cookiePolicy: 'features/content/routes/content-page.tsx',
  privacyStatement: 'features/content/routes/content-page.tsx',
  termsAndConditions: 'features/content/routes/content-page.tsx',
  notFound: 'public-pages/not-found-route.tsx',
};
