import { describe, expect, it } from 'vitest';
import { ANSWER_MAX_LENGTH, checkAnswers } from './benefits-answers.ts';

const questions = [5701, 5702];

describe('medical answers', () => {
  it('reads an object of question ids to answers, and the same as a list', () => {
    const expected = { ok: true, answers: { '5701': 'No', '5702': 'Asthma, well controlled' } };

    expect(checkAnswers(questions, { 5701: false, 5702: ' Asthma, well controlled ' })).toEqual(expected);
    expect(
      checkAnswers(questions, [
        { id: 5701, answer: 'No' },
        { id: '5702', answer: 'Asthma, well controlled' },
      ]),
    ).toEqual(expected);
  });

  it('takes nothing sent as no answers', () => {
    expect(checkAnswers(questions, undefined)).toEqual({ ok: true, answers: null });
    expect(checkAnswers([], null)).toEqual({ ok: true, answers: null });
  });

  it.each([
    ['a question of another benefit', { 9999: 'No' }, 'There is no medical question 9999 for this benefit'],
    ['an empty answer', { 5701: '  ' }, 'Please answer medical question 5701'],
    ['an answer that is no text', { 5701: 3 }, 'Please answer medical question 5701'],
    [
      'an overlong answer',
      { 5701: 'a'.repeat(ANSWER_MAX_LENGTH + 1) },
      'Please answer medical question 5701',
    ],
    ['text instead of answers', 'no', 'answers must map question ids to answers'],
    ['a list entry without an answer', [{ id: 5701 }], 'answers must map question ids to answers'],
  ])('refuses %s', (_reason, input, message) => {
    expect(checkAnswers(questions, input)).toEqual({ ok: false, message });
  });
});
