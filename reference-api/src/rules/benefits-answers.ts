// Answers to a benefit's medical questions, sent with a new selection.

/** Longest answer kept; an answer is a short statement, not a document. */
export const ANSWER_MAX_LENGTH = 2000;

export type AnswersCheck =
  | { ok: true; answers: Record<string, string> | null }
  | { ok: false; message: string };

/**
 * Reads `answers` as `{ "<question id>": "answer" }` or `[{ id, answer }]` (the medical_questions
 * shape, answered). Every id must be one of the benefit's questions and every answer non-empty
 * text (true and false read as Yes and No). Nothing sent is no answers.
 */
export function checkAnswers(questionIds: readonly number[], input: unknown): AnswersCheck {
  if (input === undefined || input === null) {
    return { ok: true, answers: null };
  }
  const pairs = answerPairs(input);
  if (pairs === null) {
    return { ok: false, message: 'answers must map question ids to answers' };
  }
  const answers: Record<string, string> = {};
  for (const [id, answer] of pairs) {
    if (!questionIds.some((questionId) => String(questionId) === id)) {
      return { ok: false, message: `There is no medical question ${id} for this benefit` };
    }
    const text = answerText(answer);
    if (text === null) {
      return { ok: false, message: `Please answer medical question ${id}` };
    }
    answers[id] = text;
  }
  return { ok: true, answers };
}

function answerPairs(input: unknown): [string, unknown][] | null {
  if (Array.isArray(input)) {
    const pairs: [string, unknown][] = [];
    for (const entry of input) {
      if (typeof entry !== 'object' || entry === null || !('id' in entry) || !('answer' in entry)) {
        return null;
      }
      pairs.push([String(entry.id), entry.answer]);
    }
    return pairs;
  }
  return typeof input === 'object' && input !== null ? Object.entries(input) : null;
}

function answerText(answer: unknown): string | null {
  if (typeof answer === 'boolean') {
    return answer ? 'Yes' : 'No';
  }
  if (typeof answer !== 'string') {
    return null;
  }
  const text = answer.trim();
  return text === '' || text.length > ANSWER_MAX_LENGTH ? null : text;
}
