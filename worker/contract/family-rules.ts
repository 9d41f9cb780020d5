// Family members (spec sections 3, 4, 5): the options and texts the SPA and the Worker share; the
// form's rules are one schema's (contract/family-requests.ts familyMemberFormSchema), which the form
// and the Worker both check with. The upstream judges a saved member by its own rules and the portal
// shows its field messages; worker/upstream/upstream-rules-agreement.unit.test.ts checks that the
// reference API's rules agree with the schema.

import type { FieldProblem } from './form-messages';

/** Sex as the form and the server hold it (spec section 3): 1 female, 2 male. */
export const SEX_OPTIONS = [
  { value: 1, label: 'Female' },
  { value: 2, label: 'Male' },
] as const;
export type SexId = (typeof SEX_OPTIONS)[number]['value'];

/** family_famtype_id / fmember_type (spec section 3): 1 is a partner, anything else a dependant. */
export const PARTNER_TYPE_ID = 1;
export const DEPENDANT_TYPE_ID = 2;
export const RELATIONSHIP_OPTIONS = [
  { value: 'partner', label: 'Partner' },
  { value: 'dependant', label: 'Dependant' },
] as const;
export type Relationship = (typeof RELATIONSHIP_OPTIONS)[number]['value'];

export function relationshipOf(famTypeId: number): Relationship {
  return famTypeId === PARTNER_TYPE_ID ? 'partner' : 'dependant';
}

export function famTypeIdOf(relationship: Relationship): number {
  return relationship === 'partner' ? PARTNER_TYPE_ID : DEPENDANT_TYPE_ID;
}

/** Titles offered (the spec names the field, not its values: ours). */
export const FAMILY_TITLES = ['Mr', 'Mrs', 'Miss', 'Ms', 'Mx', 'Dr'] as const;
export type FamilyTitle = (typeof FAMILY_TITLES)[number];

export const FAMILY_NAME_MAX_LENGTH = 50;

/** Texts of the family section and the add-family-member panel (ours except where the spec gives them). */
export const FAMILY_TEXTS = {
  heading: 'Family members',
  intro: 'The people your benefits can cover. Tell us when someone joins or leaves your family.',
  none: 'You have not added any family members.',
  loading: 'Loading your family members...',
  loadFailed: 'There was a problem loading your family members.',
  add: 'Add family member',
  addTitle: 'Add family member',
  editTitle: 'Edit family member',
  edit: 'Edit',
  remove: 'Remove',
  save: 'Save',
  title: 'Title',
  firstName: 'First name',
  surname: 'Surname',
  dateOfBirth: 'Date of birth',
  sex: 'Sex',
  relationship: 'Relationship',
  fullTimeEdu: 'In full-time education?',
  fullTimeEducationEndDate: 'Full-time education end date',
  registeredDisabled: 'Registered disabled',
  yes: 'Yes',
  no: 'No',
  chooseTitle: 'Choose a title',
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
  added: 'Family member added.',
  updated: 'Family member updated.',
  removed: 'Family member removed.',
  saveFailed: 'There was a problem saving this family member. Please try again.',
  removeConfirm: 'Remove this family member?',
  removeExplain: 'They will no longer be listed, and benefits that cover them may change.',
  cancel: 'Cancel',
  born: 'Born',
  educationEnds: 'Full-time education ends',
} as const;

/** Dates are shown and sent year-month-day (spec section 3). */
export const YEAR_MONTH_DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** True for a real calendar date written YYYY-MM-DD. */
export function isYearMonthDay(value: string): boolean {
  if (!YEAR_MONTH_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * Whether each problem says a value is wrong (a date, a name too long) rather than missing: what
 * the banner above the form says depends on it (contract/form-messages, decision 048).
 */
export function familyProblemKinds(messages: readonly (string | undefined)[]): FieldProblem[] {
  const invalid: readonly string[] = [FAMILY_TEXTS.invalidDate, FAMILY_TEXTS.nameTooLong];
  return messages.map((message) => (invalid.includes(message ?? '') ? 'invalid' : 'missing'));
}
