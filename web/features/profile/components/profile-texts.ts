import { msg } from '@lingui/core/macro';

/**
 * Texts of the profile page and its two-factor panels, as messages read in the page's language
 * where they are shown (web/lib/message-text.ts). 'My profile settings' is the spec's (section
 * 2.3); the rest are ours (docs/decisions/010-two-factor-sso-masquerade.md), except the button
 * names, which follow the two-factor pages (spec 2.14).
 */
export const PROFILE_TEXTS = {
  heading: msg`My profile settings`,
  personalDetails: msg`Personal details`,
  /** Decision 034: who the page is about, from the profile details call, under the heading. */
  whoYouAre: ({ firstName, surname, email }: { firstName: string; surname: string; email: string }) => {
    const name = `${firstName} ${surname}`.trim();
    return msg`${name}, signed in with ${email}.`;
  },
  twoFactorHeading: msg`Two factor authentication`,
  twoFactorIntro: msg`Two factor authentication asks for a code from an authenticator app on your phone each time you log in, as well as your password.`,
  statusOn: msg`Two factor authentication is turned on for your account.`,
  statusOff: msg`Two factor authentication is turned off for your account.`,
  enforced: msg`Your employer requires two factor authentication for your account.`,
  statusLoading: msg`Loading your two factor authentication settings...`,
  // Spec section 8 (Other): a failed read shows the generic message, with 'Try again' (issue 20).
  statusFailed: msg`It looks like something has gone wrong, please try again later`,
  tryAgain: msg`Try again`,
  enable: msg`Enable two factor authentication`,
  disable: msg`Disable two factor authentication`,
  enterTheCode: msg`Enter the code`,
  next: msg`Next`,
  verify: msg`Verify`,
  loadingQr: msg`Loading your QR code...`,
  codeFirstHint: msg`Enter the 6-digit code your authenticator app shows for this account.`,
  codeSecondHint: msg`To confirm, wait for your app to show a new code, then enter that code.`,
  disableIntro: msg`Without two factor authentication, only your password protects your account.`,
  enforcedWarning: msg`Your employer requires two factor authentication, so you will be asked to set it up again the next time you log in.`,
  reasonLabel: msg`Reason`,
  reasonHint: msg`For example, you have a new phone or no longer use your authenticator app.`,
  enabledMessage: msg`Two factor authentication is now turned on.`,
  disabledMessage: msg`Two factor authentication is now turned off.`,
  somethingWrong: msg`It looks like something has gone wrong, please try again later`,
  contactHeading: msg`Contact details`,
  phone: msg`Phone number`,
  addressLine1: msg`Address line 1`,
  addressLine2: msg`Address line 2 (optional)`,
  town: msg`Town or city`,
  postcode: msg`Postcode`,
  saveDetails: msg`Save contact details`,
  saving: msg`Saving...`,
  detailsLoading: msg`Loading your details...`,
  detailsFailed: msg`It looks like something has gone wrong, please try again later`,
  passwordHeading: msg`Password`,
  passwordIntro: msg`Choose a password you do not use anywhere else.`,
};

/** The panel types of spec 2.16 that this page opens. */
export type TwoFactorPanelType = 'two-fa-qr' | 'two-fa-code' | 'two-fa-disable';
export type ProfilePanelType =
  | TwoFactorPanelType
  | 'change-password'
  | 'add-family-member'
  | 'add-life-event';
