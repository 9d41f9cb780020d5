import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES, refusedFormMessage, submittedFormMessage } from './form-messages';

describe('the general messages of a form (spec 5, decision 048)', () => {
  it("says 'Please complete the form' when every problem is a required field left empty", () => {
    expect(submittedFormMessage(['missing'])).toBe('Please complete the form');
    expect(submittedFormMessage(['missing', 'missing'])).toBe(FORM_MESSAGES.complete);
  });

  it("says 'Please correct the errors below' as soon as a value is wrong, filled or not", () => {
    expect(submittedFormMessage(['invalid'])).toBe('Please correct the errors below');
    expect(submittedFormMessage(['missing', 'invalid'])).toBe(FORM_MESSAGES.correctBelow);
  });

  it('says nothing for a form with no problem', () => {
    expect(submittedFormMessage([])).toBeNull();
  });

  it('highlights the fields the Worker refused when the form shows one of them, else asks to review the page', () => {
    expect(refusedFormMessage(['subject'], ['subject', 'comments'])).toBe(
      'Please correct the errors highlighted below',
    );
    expect(refusedFormMessage(['company', 'subject'], ['subject', 'comments'])).toBe(
      FORM_MESSAGES.correctHighlighted,
    );
    expect(refusedFormMessage(['company'], ['subject', 'comments'])).toBe(
      'Please review the page, some details are incorrect or missing.',
    );
    expect(refusedFormMessage([], ['subject'])).toBe(FORM_MESSAGES.reviewPage);
  });
});
