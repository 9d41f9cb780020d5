import { z } from 'zod';
import { RELATIONSHIP_OPTIONS, type Relationship } from './family-rules';

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

// POST /api/family and PATCH /api/family/:id: family-requests.ts (zod/mini), which the form shares.

/** The member id in /api/family/:familyMemberId paths. */
export const familyMemberIdParamSchema = z.object({
  familyMemberId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
