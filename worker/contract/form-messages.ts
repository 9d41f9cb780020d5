/**
 * The general messages of a form (spec section 5) and where each shows (docs/decisions/048). A form
 * submitted with errors shows one of them above its fields, beside each field's own message:
 *
 * - 'Please complete the form': every problem is a required field left empty;
 * - 'Please correct the errors below': some value the form checks itself is wrong (a date, a length);
 * - 'Please correct the errors highlighted below': the Worker refused fields the form shows (its
 *   answer carries that text, worker/http/validation.ts), each marked under its field;
 * - 'Please review the page, some details are incorrect or missing.': the Worker refused the details
 *   but named no field the form shows, so nothing on the page can be highlighted.
 *
 * Zod-free: the SPA imports it.
 */
export const FORM_MESSAGES = {
  complete: 'Please complete the form',
  correctBelow: 'Please correct the errors below',
  correctHighlighted: 'Please correct the errors highlighted below',
  reviewPage: 'Please review the page, some details are incorrect or missing.',
} as const;

/** What is wrong with one field, as far as the banner above the form cares. */
export type FieldProblem = 'missing' | 'invalid';

/** The banner of a form the browser stopped from being sent; null when nothing is wrong. */
export function submittedFormMessage(problems: readonly FieldProblem[]): string | null {
  if (problems.length === 0) return null;
  return problems.every((problem) => problem === 'missing')
    ? FORM_MESSAGES.complete
    : FORM_MESSAGES.correctBelow;
}

/**
 * The banner when the Worker refused the form's fields (a 422 with `fields`): highlighted below when
 * at least one refused field is on the form, else a review of the page.
 */
export function refusedFormMessage(refusedFields: readonly string[], formFields: readonly string[]): string {
  return refusedFields.some((field) => formFields.includes(field))
    ? FORM_MESSAGES.correctHighlighted
    : FORM_MESSAGES.reviewPage;
}
