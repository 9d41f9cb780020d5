// The login's runtime constants, in a module without zod so the login page can import them
// without pulling the schema library into its bundle (docs/decisions/011-html-first-public-pages.md).

/** Standard e-mail pattern whose top-level part has at least 2 letters (spec section 5, Login). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

/** Spec section 5 gives no wording for the login's two (docs/decisions/005-login-texts.md). */
export const EMAIL_REQUIRED_MESSAGE = 'Please enter your email address';
/** The login's, and the forgotten-password page's one message for its e-mail (spec section 5). */
export const EMAIL_INVALID_MESSAGE = 'Please enter a valid email address';
/** Spec section 5; the login renders 'reset your password' as a link to /forgotten-password/. */
export const PASSWORD_REQUIRED_MESSAGE = 'Try again or reset your password';
/** Spec section 5, on the login and forgotten-password pages alike. */
export const CAPTCHA_REQUIRED_MESSAGE = 'Please confirm that you are not a robot!';

/** Error codes the login screen tells apart (the message itself is shown as the alert). */
export const LOGIN_ERROR_CODES = {
  failed: 'login_failed',
  locked: 'account_locked',
  captchaRequired: 'captcha_required',
  captchaFailed: 'captcha_failed',
  rateLimited: 'rate_limited',
  loginUrlFailed: 'login_url_failed',
  notThisPortal: 'not_this_portal',
} as const;

/**
 * Every way of signing in (password, two-factor, single sign-on, an act-as link, activation) is
 * refused on a portal that is not the person's own client's, and only once the person is proved
 * (docs/decisions/064): it names neither their client nor its address. Ours, not the spec's.
 */
export const NOT_THIS_PORTAL_MESSAGE =
  "This account is not part of this portal. Please sign in at your employer's portal address.";

/** Which captcha the public pages render; the Worker verifies its token server-side. */
export const CAPTCHA_PROVIDERS = ['test', 'turnstile', 'recaptcha'] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];

/** The development captcha's only valid token (the "I'm not a robot" checkbox); never in production. */
export const TEST_CAPTCHA_TOKEN = 'test-captcha-passed';

/** The login page shows 'Your password has been changed…' when reached with ?password-changed=true. */
export const PASSWORD_CHANGED_PARAM = 'password-changed';
