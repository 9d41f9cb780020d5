// Every number the specification (section 9 and friends) fixes lives here, once, and each is read
// where the specification means it (scripts/spec-constants.unit.test.ts keeps it so). Those that belong to
// widgets and stores the portal does not have are left out: a combobox's status and message delays,
// its arrow steps of five items, a persisted store's time-out, a progress bar's spinner flag
// (docs/decisions/081).

export const BREAKPOINTS = { narrow: 311, small: 600, header: 768, desktop: 1023 } as const;

export const HEADER_LOGO_HEIGHT_PX = 32;
export const CLIENT_LOGO_MAX = { width: 150, height: 38 } as const;

export const DEBOUNCE_MS = {
  default: 250,
  passwordCheck: 500,
} as const;

export const TOKEN_EXPIRED_REDIRECT_MS = 3000;
export const PERSISTED_COOKIE_SLICE = { key: 'pes', version: 2, throttleMs: 500 } as const;

export const CLOSE_ANIMATION_MS = 300;
export const COOKIE_ACCORDION_SECONDS = 0.6;

export const PROGRESS_BAR = {
  minimum: 0.08,
  speedMs: 200,
  trickleRate: 0.02,
  trickleIntervalMs: 800,
} as const;
export const CAPTCHA_FRAME_REMOVAL_MS = 5000;

const SUCCESS_STATUSES = [200, 201, 202] as const;
/** An upstream answer the portal reads as a success (spec sections 7 and 9: 200, 201 and 202 only). */
export function isSuccessStatus(status: number): boolean {
  return (SUCCESS_STATUSES as readonly number[]).includes(status);
}
export const ACTIVATION_STEPS = { plain: 2, withTwoFactor: 4 } as const;
export const LIST_PAGE_SIZE = 10;

export const IDLE_PROMPT_AFTER_MS = 14 * 60 * 1000;
export const IDLE_COUNTDOWN_SECONDS = 15;
export const ACCOUNT_LOCKOUT_MINUTES = 15;
export const AUTH_CODE_LENGTH = 6;

export const FONT_WEIGHTS = [300, 400, 500, 700] as const;
export const PRIMARY_TINTS = [100, 80, 60, 20, 5] as const;

export const DEFAULT_THEME_COLOURS = { primary: '333333', secondary: '666666' } as const;
export const DEFAULT_BRAND_NAME = 'C8';
export const DEFAULT_SUPPORT = { phone: '0', email: 'support@c8.test' } as const;

export const DEFAULT_MAX_BEAM_VALUE = 999999.9;
export const CCV_DATE_FORMAT = 'dd.MM.yy';

/**
 * How long the Worker waits for one upstream call (headers and body) before it aborts the fetch
 * and answers 504 (docs/decisions/032). Not in the specification: long enough for the slowest
 * upstream report, short enough that the person sees the message and a retry rather than a hang.
 */
export const UPSTREAM_TIMEOUT_MS = 10_000;
