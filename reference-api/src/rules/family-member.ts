// The saved fields of a family member (spec section 3: first_name, surname, date_of_birth, sex,
// fmember_type, education, registered_disabled, education_check, title) checked by the upstream's own
// rules (spec section 5: title, first name, surname, sex, relationship and full-time education are
// required). Its 422 names each field with its message, and the portal shows that message by the
// field (worker/upstream/family-responses.ts); the portal's own form checks agree with these
// (worker/upstream/upstream-rules-agreement.unit.test.ts).
import type { FieldErrors } from '../http/json-form.ts';
import { isYearMonthDay } from './calendar-date.ts';

/** Titles the upstream accepts (the spec names the field, not its values). */
export const FAMILY_TITLES = ['Mr', 'Mrs', 'Miss', 'Ms', 'Mx', 'Dr'] as const;
export const FAMILY_NAME_MAX_LENGTH = 50;

/** fmember_type (spec section 3): 1 is a partner, any other positive type a dependant (stored as 2). */
export const PARTNER_TYPE_ID = 1;
export const DEPENDANT_TYPE_ID = 2;

/** The upstream's field messages. */
export const FAMILY_MESSAGES = {
  titleRequired: 'Please choose a title',
  firstNameRequired: 'Please enter a first name',
  surnameRequired: 'Please enter a surname',
  sexRequired: 'Please choose a sex',
  relationshipRequired: 'Please choose a relationship',
  fullTimeEduRequired: 'Please say whether they are in full-time education',
  educationEndRequired: 'Please enter the date their full-time education ends',
  nameInvalid: 'This contains characters that are not allowed',
  nameTooLong: `This must be ${FAMILY_NAME_MAX_LENGTH} characters or fewer`,
  invalidDate: 'Please enter a valid date',
  futureBirth: 'The date of birth cannot be in the future',
  registeredDisabledInvalid: 'The registered disabled field must be true or false.',
} as const;

export type FamilyMemberFields = {
  title: string;
  first_name: string;
  surname: string;
  date_of_birth: string | null;
  gender_id: 1 | 2;
  famtype_id: 1 | 2;
  ft_edu_ends: string | null;
  registered_disabled: boolean;
};

export type FamilyMemberValidation =
  | { ok: true; fields: FamilyMemberFields }
  | { ok: false; errors: FieldErrors };

const CONTROL_CHARACTER = /\p{Cc}/u;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function nameProblem(value: string, required: string): string | null {
  if (!value) return required;
  if ([...value].length > FAMILY_NAME_MAX_LENGTH) return FAMILY_MESSAGES.nameTooLong;
  if (CONTROL_CHARACTER.test(value)) return FAMILY_MESSAGES.nameInvalid;
  return null;
}

function asBoolean(value: unknown): boolean | null {
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  return null;
}

/**
 * A new member's fields, or every problem with them at once. `today` (YYYY-MM-DD) bounds the date
 * of birth; fmember_type 1 is a partner and any other positive type a dependant (spec section 3).
 */
export function validateFamilyMember(body: Record<string, unknown>, today: string): FamilyMemberValidation {
  const errors: FieldErrors = {};
  const fail = (field: string, message: string) => {
    errors[field] = [message];
  };

  const title = text(body.title);
  if (!(FAMILY_TITLES as readonly string[]).includes(title)) fail('title', FAMILY_MESSAGES.titleRequired);
  const firstName = text(body.first_name);
  const firstProblem = nameProblem(firstName, FAMILY_MESSAGES.firstNameRequired);
  if (firstProblem) fail('first_name', firstProblem);
  const surname = text(body.surname);
  const surnameProblem = nameProblem(surname, FAMILY_MESSAGES.surnameRequired);
  if (surnameProblem) fail('surname', surnameProblem);

  const dateOfBirth = text(body.date_of_birth) || null;
  if (dateOfBirth !== null && !isYearMonthDay(dateOfBirth))
    fail('date_of_birth', FAMILY_MESSAGES.invalidDate);
  else if (dateOfBirth !== null && dateOfBirth > today) fail('date_of_birth', FAMILY_MESSAGES.futureBirth);

  const sex = Number(body.sex);
  if (sex !== 1 && sex !== 2) fail('sex', FAMILY_MESSAGES.sexRequired);
  const type = Number(body.fmember_type);
  if (!Number.isInteger(type) || type < 1) fail('fmember_type', FAMILY_MESSAGES.relationshipRequired);

  const inEducation = asBoolean(body.education_check);
  if (inEducation === null) fail('education_check', FAMILY_MESSAGES.fullTimeEduRequired);
  const educationEnds = text(body.education) || null;
  if (inEducation === true) {
    if (educationEnds === null) fail('education', FAMILY_MESSAGES.educationEndRequired);
    else if (!isYearMonthDay(educationEnds)) fail('education', FAMILY_MESSAGES.invalidDate);
  }
  const registeredDisabled =
    body.registered_disabled === undefined ? false : asBoolean(body.registered_disabled);
  if (registeredDisabled === null) fail('registered_disabled', FAMILY_MESSAGES.registeredDisabledInvalid);

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    fields: {
      title,
      first_name: firstName,
      surname,
      date_of_birth: dateOfBirth,
      gender_id: sex as 1 | 2,
      famtype_id: type === PARTNER_TYPE_ID ? PARTNER_TYPE_ID : DEPENDANT_TYPE_ID,
      // Not in full-time education: no end date, whatever was sent.
      ft_edu_ends: inEducation ? educationEnds : null,
      registered_disabled: registeredDisabled ?? false,
    },
  };
}
