// A family member's form in zod/mini (docs/decisions/067): the family member panel checks with it in
// the browser and the Worker validates POST /api/family and PATCH /api/family/:id with the same
// schema. Options and texts: family-rules.ts.
import * as z from 'zod/mini';
import {
  FAMILY_NAME_MAX_LENGTH,
  FAMILY_TEXTS,
  FAMILY_TITLES,
  isYearMonthDay,
  RELATIONSHIP_OPTIONS,
  type Relationship,
} from './family-rules';

const RELATIONSHIPS = RELATIONSHIP_OPTIONS.map((option) => option.value) as [Relationship, ...Relationship[]];

// A name the form has not touched is null: it gets the field's own message, as an empty one does.
const requiredName = (message: string) =>
  z
    .string({ error: message })
    .check(z.trim(), z.minLength(1, message), z.maxLength(FAMILY_NAME_MAX_LENGTH, FAMILY_TEXTS.nameTooLong));

// A date not given is '' (or null): only a date that is given must be a real one.
const optionalDate = z.nullable(
  z.string().check(
    z.trim(),
    z.refine((value) => value === '' || isYearMonthDay(value), FAMILY_TEXTS.invalidDate),
  ),
);

/**
 * Whether the end date's rules are still to judge: checked beside the other fields' problems (not
 * only once those are fixed), once, and not while full-time education itself is unanswered.
 */
function endDateUnjudged({ issues }: { issues: readonly { path?: readonly PropertyKey[] }[] }): boolean {
  return !issues.some(
    (issue) => issue.path?.[0] === 'fullTimeEducationEndDate' || issue.path?.[0] === 'fullTimeEdu',
  );
}

/**
 * POST /api/family and PATCH /api/family/:id: the form's fields (spec section 5: title, first name,
 * surname, sex, relationship and full-time education are required; the end date too when they are in
 * full-time education). The SPA sends null for a choice not made, so each gets its own message. The
 * SPA's form checks with this schema too (zodResolver).
 */
export const familyMemberFormSchema = z
  .object({
    title: z.enum(FAMILY_TITLES, { error: FAMILY_TEXTS.titleRequired }),
    firstName: requiredName(FAMILY_TEXTS.firstNameRequired),
    surname: requiredName(FAMILY_TEXTS.surnameRequired),
    dateOfBirth: optionalDate,
    // One literal of two values, not a union: a union's message would give way to a member's in zodResolver.
    gender: z.literal([1, 2], { error: FAMILY_TEXTS.sexRequired }),
    relationship: z.enum(RELATIONSHIPS, { error: FAMILY_TEXTS.relationshipRequired }),
    fullTimeEdu: z.boolean({ error: FAMILY_TEXTS.fullTimeEduRequired }),
    // Only read when they are in full-time education (below), as the upstream does.
    fullTimeEducationEndDate: z.nullable(z.string().check(z.trim())),
    registeredDisabled: z.boolean(),
  })
  .check(
    z.refine((form) => form.fullTimeEdu !== true || Boolean(form.fullTimeEducationEndDate), {
      path: ['fullTimeEducationEndDate'],
      message: FAMILY_TEXTS.educationEndRequired,
      when: endDateUnjudged,
    }),
    z.refine((form) => form.fullTimeEdu !== true || isYearMonthDay(form.fullTimeEducationEndDate ?? ''), {
      path: ['fullTimeEducationEndDate'],
      message: FAMILY_TEXTS.invalidDate,
      when: endDateUnjudged,
    }),
  );
export type FamilyMemberForm = z.infer<typeof familyMemberFormSchema>;

type FamilyMemberFormInput = z.input<typeof familyMemberFormSchema>;

/** The form's values as the SPA holds them: null where a choice is not made yet (a box is never). */
export type FamilyMemberDraftValues = {
  [Field in Exclude<keyof FamilyMemberFormInput, 'registeredDisabled'>]: FamilyMemberFormInput[Field] | null;
} & { registeredDisabled: boolean };

/** Each field's first problem, as the form shows it; empty when the member may be saved. */
export function familyFormProblems(draft: FamilyMemberDraftValues): FamilyFieldProblems {
  const parsed = familyMemberFormSchema.safeParse(draft);
  const problems: FamilyFieldProblems = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as keyof FamilyMemberDraftValues;
    problems[field] ??= issue.message;
  }
  return problems;
}
export type FamilyFieldProblems = Partial<Record<keyof FamilyMemberForm, string>>;
