// The saved fields of a family member (spec section 3: first_name, surname, date_of_birth, sex,
// fmember_type, education, registered_disabled, education_check, title) checked as the portal's form
// checks them (spec section 5: title, first name, surname, sex, relationship and full-time education
// are required). Messages come from the shared contract, so the portal can show them by the field.
import {
  DEPENDANT_TYPE_ID,
  FAMILY_NAME_MAX_LENGTH,
  FAMILY_TEXTS,
  FAMILY_TITLES,
  isYearMonthDay,
  PARTNER_TYPE_ID,
} from '../../../worker/contract/family-rules.ts';
import type { FieldErrors } from '../http/json-form.ts';

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
  if ([...value].length > FAMILY_NAME_MAX_LENGTH) return FAMILY_TEXTS.nameTooLong;
  if (CONTROL_CHARACTER.test(value)) return FAMILY_TEXTS.nameInvalid;
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
  if (!(FAMILY_TITLES as readonly string[]).includes(title)) fail('title', FAMILY_TEXTS.titleRequired);
  const firstName = text(body.first_name);
  const firstProblem = nameProblem(firstName, FAMILY_TEXTS.firstNameRequired);
  if (firstProblem) fail('first_name', firstProblem);
  const surname = text(body.surname);
  const surnameProblem = nameProblem(surname, FAMILY_TEXTS.surnameRequired);
  if (surnameProblem) fail('surname', surnameProblem);

  const dateOfBirth = text(body.date_of_birth) || null;
  if (dateOfBirth !== null && !isYearMonthDay(dateOfBirth)) fail('date_of_birth', FAMILY_TEXTS.invalidDate);
  else if (dateOfBirth !== null && dateOfBirth > today) fail('date_of_birth', FAMILY_TEXTS.futureBirth);

  const sex = Number(body.sex);
  if (sex !== 1 && sex !== 2) fail('sex', FAMILY_TEXTS.sexRequired);
  const type = Number(body.fmember_type);
  if (!Number.isInteger(type) || type < 1) fail('fmember_type', FAMILY_TEXTS.relationshipRequired);

  const inEducation = asBoolean(body.education_check);
  if (inEducation === null) fail('education_check', FAMILY_TEXTS.fullTimeEduRequired);
  const educationEnds = text(body.education) || null;
  if (inEducation === true) {
    if (educationEnds === null) fail('education', FAMILY_TEXTS.educationEndRequired);
    else if (!isYearMonthDay(educationEnds)) fail('education', FAMILY_TEXTS.invalidDate);
  }
  const registeredDisabled =
    body.registered_disabled === undefined ? false : asBoolean(body.registered_disabled);
  if (registeredDisabled === null)
    fail('registered_disabled', 'The registered disabled field must be true or false.');

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
