import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client';
import { errorLinesOf } from './api-error-lines';

const refusal = (message: string, lines?: string[]) =>
  new ApiRequestError(422, { error: { message, code: 'two_factor_rejected', ...(lines ? { lines } : {}) } });

describe('errorLinesOf', () => {
  it("gives the Worker's lines as they came (HTML it made safe), without empty ones", () => {
    expect(errorLinesOf(refusal('x', ['Not <strong>valid</strong>.', ' ', 'Used.']), 'Fallback')).toEqual([
      'Not <strong>valid</strong>.',
      'Used.',
    ]);
  });

  it('gives a message or the fallback as text: escaped, so it shows as written', () => {
    expect(errorLinesOf(refusal('Use <b> & </b>'), 'Fallback')).toEqual(['Use &lt;b&gt; &amp; &lt;/b&gt;']);
    expect(errorLinesOf(refusal(''), 'Try again <later>')).toEqual(['Try again &lt;later&gt;']);
    expect(errorLinesOf(new Error('network'), 'Something went wrong')).toEqual(['Something went wrong']);
  });
});
