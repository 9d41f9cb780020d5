import { TWO_FACTOR_REASON_REQUIRED_MESSAGE } from '#contract/two-factor-rules';

/**
 * Texts of the profile page and its two-factor panels. 'My profile settings' is the spec's
 * (section 2.3); the rest are ours (docs/decisions/010-two-factor-sso-masquerade.md), except the
 * button names, which follow the two-factor pages (spec 2.14).
 */
export const PROFILE_TEXTS = {
  heading: 'My profile settings',
  personalDetails: 'Personal details',
  /** Decision 034: who the page is about, from the profile details call, under the heading. */
  whoYouAre: ({ firstName, surname, email }: { firstName: string; surname: string; email: string }) =>
    `${`${firstName} ${surname}`.trim()}, signed in with ${email}.`,
  twoFactorHeading: 'Two factor authentication',
  twoFactorIntro:
    'Two factor authentication asks for a code from an authenticator app on your phone each time you log in, as well as your password.',
  statusOn: 'Two factor authentication is turned on for your account.',
  statusOff: 'Two factor authentication is turned off for your account.',
  enforced: 'Your employer requires two factor authentication for your account.',
  statusLoading: 'Loading your two factor authentication settings...',
  // Spec section 8 (Other): a failed read shows the generic message, with 'Try again' (issue 20).
  statusFailed: 'It looks like something has gone wrong, please try again later',
  tryAgain: 'Try again',
  enable: 'Enable two factor authentication',
  disable: 'Disable two factor authentication',
  enterTheCode: 'Enter the code',
  next: 'Next',
  verify: 'Verify',
  loadingQr: 'Loading your QR code...',
  codeFirstHint: 'Enter the 6-digit code your authenticator app shows for this account.',
  codeSecondHint: 'To confirm, wait for your app to show a new code, then enter that code.',
  disableIntro: 'Without two factor authentication, only your password protects your account.',
  enforcedWarning:
    'Your employer requires two factor authentication, so you will be asked to set it up again the next time you log in.',
  reasonLabel: 'Reason',
  reasonHint: 'For example, you have a new phone or no longer use your authenticator app.',
  reasonRequired: TWO_FACTOR_REASON_REQUIRED_MESSAGE,
  enabledMessage: 'Two factor authentication is now turned on.',
  disabledMessage: 'Two factor authentication is now turned off.',
  somethingWrong: 'It looks like something has gone wrong, please try again later',
  contactHeading: 'Contact details',
  phone: 'Phone number',
  addressLine1: 'Address line 1',
  addressLine2: 'Address line 2 (optional)',
  town: 'Town or city',
  postcode: 'Postcode',
  saveDetails: 'Save contact details',
  saving: 'Saving...',
  detailsLoading: 'Loading your details...',
  detailsFailed: 'It looks like something has gone wrong, please try again later',
  passwordHeading: 'Password',
  passwordIntro: 'Choose a password you do not use anywhere else.',
} as const;

/** The panel types of spec 2.16 that this page opens. */
export type TwoFactorPanelType = 'two-fa-qr' | 'two-fa-code' | 'two-fa-disable';
export type ProfilePanelType =
  | TwoFactorPanelType
  | 'change-password'
  | 'add-family-member'
  | 'add-life-event';
