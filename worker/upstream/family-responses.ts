import { z } from 'zod';
import type { FamilyMember } from '#contract/family';
import type { FamilyMemberForm } from '#contract/family-requests';
import { famTypeIdOf, relationshipOf } from '#contract/family-rules';

/**
 * A family member in the server's fields (spec section 3, Family member (server)), mapped to the
 * form's fields: family_famtype_id 1 is a partner and any other a dependant; gender 1 female, 2 male;
 * in full-time education when there is an end date. family_registered_disabled is not in the spec's
 * list: read when the server gives it, else false (docs/decisions/021).
 */
export const upstreamFamilyMemberSchema = z
  .object({
    family_id: z.number().int().positive(),
    family_fname: z.string(),
    family_sname: z.string(),
    family_dob: z.string().nullish(),
    family_gender_id: z.union([z.literal(1), z.literal(2)]),
    family_famtype_id: z.number().int(),
    family_tname: z.string(),
    family_active: z.union([z.boolean(), z.literal(0), z.literal(1)]),
    family_ft_edu_ends: z.string().nullish(),
    family_registered_disabled: z.boolean().optional(),
  })
  .transform(
    (member): FamilyMember => ({
      familyMemberId: member.family_id,
      title: member.family_tname,
      firstName: member.family_fname,
      surname: member.family_sname,
      dateOfBirth: yearMonthDay(member.family_dob),
      gender: member.family_gender_id,
      relationship: relationshipOf(member.family_famtype_id),
      active: member.family_active === true || member.family_active === 1,
      fullTimeEdu: Boolean(member.family_ft_edu_ends),
      fullTimeEducationEndDate: yearMonthDay(member.family_ft_edu_ends),
      registeredDisabled: member.family_registered_disabled ?? false,
    }),
  );

/** Dates are shown year-month-day (spec section 3); a server date-time keeps its date part. */
function yearMonthDay(value: string | null | undefined): string | null {
  if (!value) return null;
  return value.slice(0, 10);
}

/** GET /user/family: only active members are kept in the list (spec section 3). */
export const upstreamFamilyListSchema = z
  .array(upstreamFamilyMemberSchema)
  .transform((members) => members.filter((member) => member.active));

/** POST and PATCH answer with a status and the saved member. */
export const upstreamFamilySavedSchema = z
  .object({ status: z.string().optional(), familyMember: upstreamFamilyMemberSchema })
  .transform((answer) => answer.familyMember);

/**
 * The form as it is saved (spec section 3): familyMemberId, first_name, surname, date_of_birth,
 * sex, fmember_type, education, registered_disabled, education_check, title.
 */
export function toSavedFamilyMember(form: FamilyMemberForm, familyMemberId?: number) {
  return {
    ...(familyMemberId === undefined ? {} : { familyMemberId }),
    first_name: form.firstName,
    surname: form.surname,
    date_of_birth: form.dateOfBirth === '' ? null : form.dateOfBirth,
    sex: form.gender,
    fmember_type: famTypeIdOf(form.relationship),
    education: form.fullTimeEdu ? form.fullTimeEducationEndDate : null,
    registered_disabled: form.registeredDisabled,
    education_check: form.fullTimeEdu,
    title: form.title,
  };
}

/** The saved fields under the form's names, for the upstream's 422 field errors. */
export const FAMILY_FIELD_NAMES = {
  title: 'title',
  first_name: 'firstName',
  surname: 'surname',
  date_of_birth: 'dateOfBirth',
  sex: 'gender',
  fmember_type: 'relationship',
  education_check: 'fullTimeEdu',
  education: 'fullTimeEducationEndDate',
  registered_disabled: 'registeredDisabled',
} as const;
