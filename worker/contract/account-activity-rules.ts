// Account activity and "sign out everywhere" in My profile (issue 32, docs/decisions/055 and 056):
// texts, bounds and the readable names of what the activity holds, shared by the Worker and the SPA.
// Zod-free, so the SPA can import it. The spec has no such screen: these words are ours.

/** Entries a page of the activity shows. */
export const ACTIVITY_PAGE_SIZE = 10;
/** The highest page the Worker asks for (the employer lists' bound, decision 052). */
export const ACTIVITY_PAGE_MAX = 100_000;
/** How long activity is kept and shown, in days (the reference API's rule, decision 055). */
export const ACTIVITY_RETENTION_DAYS = 400;
/** The URL's query parameter that names the activity's page in My profile. */
export const ACTIVITY_PAGE_PARAM = 'activityPage';

export type SignInMethod = 'password' | 'single-sign-on' | 'authenticator-code';
export type ActorRole = 'support' | 'employer';

export const ACCOUNT_ACTIVITY_TEXTS = {
  heading: 'Account activity',
  intro: `Your sign-ins and password changes, and every time someone from support or your employer acted in your account, over the last ${ACTIVITY_RETENTION_DAYS} days. Newest first.`,
  loading: 'Loading your account activity...',
  loadFailed: 'We could not load your account activity.',
  empty: 'There is no activity on your account yet.',
  listLabel: 'Account activity, newest first',
  signedIn: 'You signed in',
  signedOutEverywhere: 'You signed out everywhere',
  dataDownloaded: 'You downloaded your data',
  passwordChanged: 'Your password was changed, and every other session ended',
  actedAs: (actor: string, role: ActorRole) => `${actor} (${ROLE_NAMES[role]}) acted as you`,
  method: (method: SignInMethod) => `with ${METHOD_NAMES[method]}`,
  device: 'Device',
  unknownDevice: 'Unknown device',
  reason: 'Reason',
  readOnly: 'Could view only, not change anything',
  mayChange: 'Could make changes',
  ended: 'Ended',
  stillOpen: 'No sign-out recorded: it ran until it expired, or is still open',
  changesHeading: 'Changes made',
  noChanges: 'No changes were made.',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  pagerLabel: 'Account activity pages',
  signOutEverywhere: 'Sign out everywhere',
  signOutEverywhereIntro:
    'Ends every session of your account on every device, this one included. Anyone acting as you is signed out too.',
  confirmTitle: 'Sign out everywhere?',
  confirmText:
    'You will be signed out on this device and on every other device where you are signed in. You will need to sign in again.',
  confirm: 'Yes, sign out everywhere',
  cancel: 'Cancel',
  signingOut: 'Signing out everywhere...',
  signOutFailed: 'We could not sign you out everywhere. Please try again.',
} as const;

const ROLE_NAMES: Record<ActorRole, string> = { support: 'support', employer: 'your employer' };

const METHOD_NAMES: Record<SignInMethod, string> = {
  password: 'a password',
  'single-sign-on': 'single sign-on',
  'authenticator-code': 'an authenticator code',
};

// Browser and system names in the order they must be tested: Edge and Opera also say Chrome, Chrome
// also says Safari, and iOS also says Mac OS.
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|HeadlessChrome\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** A person's words for a browser's user agent ("Chrome on Windows"), or null when it names neither. */
export function describeUserAgent(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? null;
}

// What a change made while acting as someone was, from the method and path the upstream audited
// ('PATCH /v2/user'); the most specific path first. Anything else is shown as audited.
const CHANGES: readonly (readonly [RegExp, string])[] = [
  [/^PATCH \/v2\/user\/terms$/, 'Accepted the terms and conditions'],
  [/^POST \/v2\/user\/password$/, 'Changed the password'],
  [/^(POST|DELETE) \/v2\/user\/\d+\/mfa/, 'Changed two-factor authentication'],
  [/^PATCH \/v2\/user$/, 'Changed contact details'],
  [/family-members/, 'Changed family members'],
  [/life-events?/, 'Added a life event'],
  [/claims?/, 'Made a claim'],
  [/selections?|benefits?\//, 'Changed a benefit choice'],
];

export function describeChange(action: string): string {
  return CHANGES.find(([pattern]) => pattern.test(action))?.[1] ?? action;
}
