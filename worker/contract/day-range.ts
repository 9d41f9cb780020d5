// zod/mini: the list pages' range boxes check with it in the browser (docs/decisions/067).
import * as z from 'zod/mini';
import { JOINED_DAY_PATTERN, JOINED_RANGE_TEXTS } from './employee-data-rules';

const dayOf = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * A list's day range (docs/decisions/050: the employee list's joined dates, the audit trail's days):
 * both days or neither, each a day, the first not after the last. One rule, read by the Worker's
 * query schemas and by the range's two boxes (web/ui/day-range-filter.tsx); its first problem is
 * told under the day at fault. A day not given is '' in the boxes and absent in a query.
 */
export function dayRangeRule(from: string, to: string) {
  return (range: Readonly<Record<string, unknown>>, context: z.core.$RefinementCtx) => {
    const first = dayOf(range[from]);
    const last = dayOf(range[to]);
    if (first === '' && last === '') return;
    const problem: [string, string] | null =
      first === ''
        ? [from, JOINED_RANGE_TEXTS.bothDays]
        : last === ''
          ? [to, JOINED_RANGE_TEXTS.bothDays]
          : !JOINED_DAY_PATTERN.test(first)
            ? [from, JOINED_RANGE_TEXTS.notADay]
            : !JOINED_DAY_PATTERN.test(last)
              ? [to, JOINED_RANGE_TEXTS.notADay]
              : last < first
                ? [to, JOINED_RANGE_TEXTS.endsBeforeStart]
                : null;
    if (problem) context.addIssue({ code: 'custom', path: [problem[0]], message: problem[1] });
  };
}

/** The two boxes of a day range, named as the page's URL names them ('' for a day not given). */
export function dayRangeFormSchema(from: string, to: string) {
  return z.object({ [from]: z.string(), [to]: z.string() }).check(z.superRefine(dayRangeRule(from, to)));
}
