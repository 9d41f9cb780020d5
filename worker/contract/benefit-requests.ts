// The benefit forms' requests in zod/mini (docs/decisions/067): the filters form and the
// medical-questions panel check with them in the browser and the Worker validates the calls with
// the same schemas.
import * as z from 'zod/mini';
import {
  BENEFIT_CATEGORY_MAX,
  BENEFIT_CATEGORY_PATTERN,
  MEDICAL_ANSWERS,
  MEDICAL_TEXTS,
  TAX_FLAG_NAMES,
} from './benefit-rules';

/** GET /api/benefits's filters (docs/decisions/044): both optional, both narrowing the lists. */
export const benefitsFilterQuerySchema = z.object({
  category: z.optional(
    z.string().check(z.maxLength(BENEFIT_CATEGORY_MAX), z.regex(BENEFIT_CATEGORY_PATTERN)),
  ),
  taxFlag: z.optional(z.enum(TAX_FLAG_NAMES)),
});
export type BenefitsFilterQuery = z.infer<typeof benefitsFilterQuerySchema>;

/** One medical question's answer; a question left unanswered is told the spec's words. */
export const medicalAnswerSchema = z.enum(MEDICAL_ANSWERS, { error: MEDICAL_TEXTS.required });

/**
 * The medical-questions panel's answers (spec 2.16): one for each of the benefit's questions, by
 * question id, each as benefitValuesSchema (contract/benefits) takes it.
 */
export function medicalAnswersSchema(questions: readonly { id: number }[]) {
  return z.object(
    Object.fromEntries(questions.map((question) => [String(question.id), medicalAnswerSchema])),
  );
}
