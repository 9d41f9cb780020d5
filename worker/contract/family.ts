import { z } from 'zod';
import {
  FAMILY_NAME_MAX_LENGTH,
  FAMILY_TEXTS,
  FAMILY_TITLES,
  isYearMonthDay,
  RELATIONSHIP_OPTIONS,
  type Relationship,
} from './family-rules';

const RELATIONSHIPS = RELATIONSHIP_OPTIONS.map((option) => option.value) as [Relationship, ...Relationship[]];

/**
 * A family member in the form's fields (spec section 3, Family member (form)): gender 1 female,
 * 2 male; dates year-month-day; null where the server holds none.
 */
export const familyMemberSchema = z.object({
  familyMemberId: z.number().int().positive(),
  title: z.string(),
  firstName: z.string(),
  surname: z.string(),
  dateOfBirth: z.string().nullable(),
  gender: z.union([z.literal(1), z.literal(2)]),
  relationship: z.enum(
    RELATIONSHIP_OPTIONS.map((option) => option.value) as [Relationship, ...Relationship[]],
  ),
  active: z.boolean(),
  fullTimeEdu: z.boolean(),
  fullTimeEducationEndDate: z.string().nullable(),
  registeredDisabled: z.boolean(),
});
export type FamilyMember = z.infer<typeof familyMemberSchema>;

const requiredName = (message: string) =>
  z.string().trim().min(1, message).max(FAMILY_NAME_MAX_LENGTH, FAMILY_TEXTS.nameTooLong);

const optionalDate = z
  .string()
  .trim()
  .refine((value) => value === '' || isYearMonthDay(value), FAMILY_TEXTS.invalidDate);

/**
 * POST /api/family and PATCH /api/family/:id: the form's fields (spec section 5: title, first name,
 * surname, sex, relationship and full-time education are required; the end date too when they are in
 * full-time education). The SPA sends null for a choice not made, so each gets its own message.
 */
export const familyMemberFormSchema = z
  .object({
    title: z.enum(FAMILY_TITLES, { error: FAMILY_TEXTS.titleRequired }),
    firstName: requiredName(FAMILY_TEXTS.firstNameRequired),
    surname: requiredName(FAMILY_TEXTS.surnameRequired),
    dateOfBirth: optionalDate,
    gender: z.union([z.literal(1), z.literal(2)], { error: FAMILY_TEXTS.sexRequired }),
    relationship: z.enum(RELATIONSHIPS, { error: FAMILY_TEXTS.relationshipRequired }),
    fullTimeEdu: z.boolean({ error: FAMILY_TEXTS.fullTimeEduRequired }),
    fullTimeEducationEndDate: optionalDate,
    registeredDisabled: z.boolean(),
  })
  .superRefine((form, context) => {
    if (form.fullTimeEdu && form.fullTimeEducationEndDate === '') {
      context.addIssue({
        code: 'custom',
        path: ['fullTimeEducationEndDate'],
        message: FAMILY_TEXTS.educationEndRequired,
      });
    }
  });
export type FamilyMemberForm = z.infer<typeof familyMemberFormSchema>;

/** The member id in /api/family/:familyMemberId paths. */
export const familyMemberIdParamSchema = z.object({
  familyMemberId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
