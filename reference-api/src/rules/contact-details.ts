// The upstream's rules for a person's contact details (PATCH /user and the employee data upload's
// contact columns), under its own column names. The spec shows no bounds or messages for these
// fields: these are the upstream's (docs/decisions/021). The portal checks the same fields before it
// sends them; worker/upstream/upstream-rules-agreement.unit.test.ts keeps the two agreeing.

export const CONTACT_COLUMN_MAX_LENGTH = {
  phone: 20,
  address_line_1: 100,
  address_line_2: 100,
  town: 60,
  postcode: 8,
} as const;

export type ContactColumn = keyof typeof CONTACT_COLUMN_MAX_LENGTH;

export const CONTACT_COLUMNS = Object.keys(CONTACT_COLUMN_MAX_LENGTH) as ContactColumn[];

export const CONTACT_MESSAGES = {
  required: 'This field is required',
  phoneInvalid: 'Please enter a valid phone number, for example 07700 900123',
  postcodeInvalid: 'Please enter a valid UK postcode, for example SW1A 1AA',
  tooLong: 'This is too long',
  invalidCharacters: 'This contains characters that are not allowed',
} as const;

// Digits with the separators people write (spaces, dashes, brackets) and an optional leading +.
const PHONE_SHAPE = /^\+?[0-9][0-9 ()-]*$/;
const MIN_PHONE_DIGITS = 7;
const MAX_PHONE_DIGITS = 15;
// The shapes of UK postcodes: outward code (A9, A9A, A99, AA9, AA9A, AA99), space optional, inward 9AA.
const UK_POSTCODE = /^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$/i;
// Control characters would corrupt the exports and letters that carry an address.
const CONTROL_CHARACTER = /\p{Cc}/u;

/** The message for a contact column's trimmed value, or null when it may be saved. */
export function contactColumnProblem(column: ContactColumn, value: string): string | null {
  const required = column !== 'address_line_2';
  if (value === '') return required ? CONTACT_MESSAGES.required : null;
  if ([...value].length > CONTACT_COLUMN_MAX_LENGTH[column]) return CONTACT_MESSAGES.tooLong;
  if (CONTROL_CHARACTER.test(value)) return CONTACT_MESSAGES.invalidCharacters;
  if (column === 'phone') {
    const digits = value.replace(/[^0-9]/g, '').length;
    return PHONE_SHAPE.test(value) && digits >= MIN_PHONE_DIGITS && digits <= MAX_PHONE_DIGITS
      ? null
      : CONTACT_MESSAGES.phoneInvalid;
  }
  if (column === 'postcode') return UK_POSTCODE.test(value) ? null : CONTACT_MESSAGES.postcodeInvalid;
  return null;
}

/** A postcode as it is stored: upper case, one space before the inward code. */
export function normalisePostcode(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}
