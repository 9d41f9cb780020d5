import type { Bootstrap } from './bootstrap';
import { CONTENT_HTML_TOKEN, type ContentPage, type ContentPageName } from './content-pages';
import { type CaptchaProvider, PASSWORD_CHANGED_PARAM } from './login-rules';
import { matchPublicRoute } from './public-pages';
import { TOKEN_EXPIRED_MESSAGE } from './recovery-rules';
import type { PublicClient } from './theme';

/**
 * The public pages rendered to HTML at build time (docs/decisions/011-html-first-public-pages.md),
 * each as the URL it is rendered at and the tenant facts that change its structure. Everything
 * else a tenant changes is a token, a tenant-conditional element or a slot (below) that the
 * Worker fills in, so the first client render from the real bootstrap matches the HTML exactly.
 */
export interface PrerenderedPage {
  url: string;
  ssoAccessOnly?: boolean;
  /** Pages that show the robot check at once: the test checkbox, or a provider's widget. */
  captcha?: 'test' | 'widget';
  /** A content page (spec 2.11): its policy's HTML is a token the Worker replaces (decision 020). */
  content?: ContentPageName;
}

export const PRERENDERED_PAGES = {
  login: { url: '/' },
  'login-sso-only': { url: '/', ssoAccessOnly: true },
  'forgotten-password': { url: '/forgotten-password/', captcha: 'test' },
  'forgotten-password-captcha-widget': { url: '/forgotten-password/', captcha: 'widget' },
  'reset-password': { url: '/reset-password?token=prerendered-token' },
  activation: { url: '/activation/prerendered' },
  'two-fa': { url: '/two-fa/' },
  'two-fa-qr-setup': { url: '/two-fa-qr-setup/' },
  'two-fa-code-setup': { url: '/two-fa-code-setup' },
  'sso-login': { url: '/sso-login/prerendered-token/2026' },
  'sso-error': { url: '/sso-error/' },
  'logout-success': { url: '/logout-success' },
  'cookie-policy': { url: '/cookie-policy/', content: 'cookiePolicy' },
  'privacy-statement': { url: '/privacy-statement/', content: 'privacyStatement' },
  'terms-and-conditions': { url: '/terms-and-conditions/', content: 'termsAndConditions' },
  'not-found': { url: '/prerendered-not-found' },
} as const satisfies Record<string, PrerenderedPage>;

export type PrerenderedPageName = keyof typeof PRERENDERED_PAGES;

/**
 * Where the build lists the chunks of each page module of the signed-in app (its route names it),
 * as `{ 'features/…/routes/….tsx': ['/assets/…js'] }`, for the Worker to preload with the page.
 */
export const APP_PAGES_FILE = '/prerendered/app-pages.json';

/**
 * The signed-in app's paint-first shell (its CSS inline, its scripts loaded after the first paint,
 * decision 013), root empty: the Worker streams every signed-in page into it (decision 033).
 */
export const APP_SHELL_TEMPLATE = '/prerendered/app-shell.html';

/** Where the build writes the templates, under the static assets: /prerendered/<name>.html. */
export function prerenderedTemplatePath(name: PrerenderedPageName): string {
  return `/prerendered/${name}.html`;
}

/**
 * The prerendered page whose markup is exactly the first render of `url` for a visitor without a
 * session, or null when there is none and the page is rendered in the browser. Each rule mirrors
 * something the page's first render depends on.
 */
export function prerenderedPageFor(
  url: URL,
  facts: { client: PublicClient | null; captchaProvider: CaptchaProvider; content?: ContentPage | null },
): PrerenderedPageName | null {
  const { client } = facts;
  // The footer names the client: every prerendered page assumes a known one.
  if (!client) return null;
  switch (matchPublicRoute(url.pathname).name) {
    // The redirect route shows the login form (decision 047): the same page, module and markup.
    case 'login':
    case 'ssoRedirect':
      if (client.ssoAccessOnly) return 'login-sso-only';
      // The password-changed alert is not in the prerendered login.
      return url.searchParams.get(PASSWORD_CHANGED_PARAM) === 'true' ? null : 'login';
    case 'forgottenPassword':
      if (client.ssoAccessOnly) return null;
      if (url.searchParams.get(TOKEN_EXPIRED_MESSAGE.param) === TOKEN_EXPIRED_MESSAGE.value) return null;
      return facts.captchaProvider === 'test' ? 'forgotten-password' : 'forgotten-password-captcha-widget';
    case 'resetPassword':
      // Without a token the page leaves at once for /forgotten-password.
      return url.searchParams.get('token')?.trim() ? 'reset-password' : null;
    case 'activation':
      return 'activation';
    case 'twoFactorCode':
      return 'two-fa';
    case 'twoFactorQrSetup':
      return 'two-fa-qr-setup';
    case 'twoFactorCodeSetup':
      return 'two-fa-code-setup';
    case 'ssoLogin':
      return 'sso-login';
    case 'ssoError':
      return 'sso-error';
    case 'logoutSuccess':
      return 'logout-success';
    // The prerendered page shows the policy; without one (the failure view) the browser renders.
    case 'cookiePolicy':
      return facts.content?.html != null ? 'cookie-policy' : null;
    case 'privacyStatement':
      return facts.content?.html != null ? 'privacy-statement' : null;
    case 'termsAndConditions':
      return facts.content?.html != null ? 'terms-and-conditions' : null;
    case 'notFound':
      return 'not-found';
  }
}

/** Unique strings the prerender writes where a tenant's text goes; the Worker replaces each. */
export const TENANT_TOKENS = {
  brandName: '__TENANT_BRAND_NAME__',
  clientName: '__TENANT_CLIENT_NAME__',
  logoUrl: '/__TENANT_LOGO_URL__',
  mobileLogoUrl: '/__TENANT_MOBILE_LOGO_URL__',
  clientLogoUrl: '/__TENANT_CLIENT_LOGO_URL__',
  supportEmail: '__TENANT_SUPPORT_EMAIL__',
} as const;

/** The bootstrap the prerender renders with: every tenant-dependent string is a token. */
export function placeholderBootstrap(page: PrerenderedPage): Bootstrap {
  return {
    tenant: null,
    theme: {
      brandName: TENANT_TOKENS.brandName,
      primary: '333333',
      secondary: '666666',
      logoUrl: TENANT_TOKENS.logoUrl,
      mobileLogoUrl: TENANT_TOKENS.mobileLogoUrl,
      clientLogoUrl: TENANT_TOKENS.clientLogoUrl,
      supportEmail: TENANT_TOKENS.supportEmail,
      contactUsEmail: '',
      supportNumber: '',
      avatarSetUrl: null,
      baseFont: null,
      headerFont: null,
      hasClientTheme: true,
    },
    client: {
      name: TENANT_TOKENS.clientName,
      contactUsEnabled: true,
      ssoAccessOnly: page.ssoAccessOnly ?? false,
    },
    session: null,
    captcha: { provider: page.captcha === 'widget' ? 'turnstile' : 'test', siteKey: '' },
    // Rendered as a visitor without consent sees it; the Worker removes it for the others.
    cookieBanner: true,
    content: page.content ? { page: page.content, html: CONTENT_HTML_TOKEN } : null,
  };
}
