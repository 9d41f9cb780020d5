// The profile's contact details (spec 2.2, /user PATCH): texts and rules the SPA and the Worker share;
// the reference API has its own, which worker/upstream/upstream-rules-agreement.unit.test.ts compares
// with these. Zod-free, so the SPA can import it. The spec shows no bounds or messages for these
// fields: ours (docs/decisions/021-profile-family-life-events.md).

export const CONTACT_FIELD_MAX_LENGTH = {
  phone: 20,
  addressLine1: 100,
  addressLine2: 100,
  town: 60,
  postcode: 8,
} as const;

export type ContactField = keyof typeof CONTACT_FIELD_MAX_LENGTH;

export const PROFILE_DETAIL_TEXTS = {
  required: 'This field is required',
  phoneInvalid: 'Please enter a valid phone number, for example 07700 900123',
  postcodeInvalid: 'Please enter a valid UK postcode, for example SW1A 1AA',
  tooLong: 'This is too long',
  invalidCharacters: 'This contains characters that are not allowed',
  saved: 'Your contact details have been saved.',
  saveFailed: 'There was a problem saving your contact details. Please try again.',
} as const;

// Digits with the separators people write (spaces, dashes, brackets) and an optional leading +.
const PHONE_SHAPE = /^\+?[0-9][0-9 ()-]*$/;
const MIN_PHONE_DIGITS = 7;
const MAX_PHONE_DIGITS = 15;
// The shapes of UK postcodes: outward code (A9, A9A, A99, AA9, AA9A, AA99), space optional, inward 9AA.
const UK_POSTCODE = /^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$/i;
// Control characters would corrupt the exports and letters that carry an address.
const CONTROL_CHARACTER = /\p{Cc}/u;

/** The message for a contact field's trimmed value, or null when it may be saved. */
export function contactFieldProblem(field: ContactField, value: string): string | null {
  const required = field !== 'addressLine2';
  if (value === '') return required ? PROFILE_DETAIL_TEXTS.required : null;
  if ([...value].length > CONTACT_FIELD_MAX_LENGTH[field]) return PROFILE_DETAIL_TEXTS.tooLong;
  if (CONTROL_CHARACTER.test(value)) return PROFILE_DETAIL_TEXTS.invalidCharacters;
  if (field === 'phone') {
    const digits = value.replace(/[^0-9]/g, '').length;
    return PHONE_SHAPE.test(value) && digits >= MIN_PHONE_DIGITS && digits <= MAX_PHONE_DIGITS
      ? null
      : PROFILE_DETAIL_TEXTS.phoneInvalid;
  }
  if (field === 'postcode') return UK_POSTCODE.test(value) ? null : PROFILE_DETAIL_TEXTS.postcodeInvalid;
  return null;
}

/** A postcode as it is stored: upper case, one space before the inward code. */
export function normalisePostcode(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}

/** Texts of the change-password panel (spec 2.16); the panel's title is ours. */
export const CHANGE_PASSWORD_TEXTS = {
  title: 'Change password',
  open: 'Change password',
  currentPassword: 'Current password',
  currentRequired: 'Please enter your current password',
  currentWrong: 'Your current password is not correct',
  submit: 'Change password',
  cancel: 'Cancel',
  failed: 'There was a problem changing your password. Please try again.',
  intro:
    'Changing your password signs your account out on every other device, and ends any session in which someone acts as you. You stay signed in here.',
  /** Shown on the profile once the panel has closed (ours). */
  changed: 'Your password has been changed. Every other session of your account has been signed out.',
} as const;

/** Error codes of the profile routes the SPA tells apart. */
export const PROFILE_ERROR_CODES = {
  /** The current password given with a change is wrong (field currentPassword). */
  currentPasswordWrong: 'current_password_wrong',
  /** The new password breaks a rule; error.fields.password has the message. */
  passwordRejected: 'password_rejected',
} as const;
