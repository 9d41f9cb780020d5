import { type FormEvent, useEffect, useRef, useState } from 'react';
import { css, cx } from 'styled-system/css';
import {
  type JoinedRangeField,
  joinedRangeProblem,
  EMPLOYEE_DATA_TEXTS as TEXTS,
} from '#contract/employee-data-rules';
import { Button } from '#web/ui/button.tsx';
import { fieldLabelClass } from '#web/ui/field-text.ts';
import { TextField } from '#web/ui/text-field.tsx';

export type JoinedRange = { joinedFrom: string | null; joinedTo: string | null };

/**
 * The employee list's joined-date range (issue 31; docs/decisions/050): two days, applied together
 * by 'Apply dates' (or Enter), so a half-typed range never reloads the list, and cleared together
 * by 'Clear dates'. A range that cannot be applied says why under the day at fault, which takes
 * focus; the words are the contract's, the Worker's refusal of the same range. What is applied
 * lives in the page's URL (the parent's state), and these boxes follow it on Back and reload.
 */
export function JoinedRangeFilter({
  joinedFrom,
  joinedTo,
  onApply,
}: JoinedRange & { onApply: (range: JoinedRange) => void }) {
  const [from, setFrom] = useState(joinedFrom ?? '');
  const [to, setTo] = useState(joinedTo ?? '');
  const [problem, setProblem] = useState<{ field: JoinedRangeField; message: string } | null>(null);
  const fromRef = useRef<HTMLInputElement>(null);
  const toRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    setFrom(joinedFrom ?? '');
    setTo(joinedTo ?? '');
    setProblem(null);
  }, [joinedFrom, joinedTo]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = joinedRangeProblem(from, to);
    setProblem(found);
    if (found) {
      (found.field === 'joinedFrom' ? fromRef : toRef).current?.focus();
      return;
    }
    onApply(from === '' ? { joinedFrom: null, joinedTo: null } : { joinedFrom: from, joinedTo: to });
  };

  const errorOf = (field: JoinedRangeField) => (problem?.field === field ? problem.message : undefined);

  return (
    <form onSubmit={submit} noValidate className={formClass}>
      <fieldset className={fieldsetClass}>
        <legend className={cx(fieldLabelClass, legendClass)}>{TEXTS.joinedRange}</legend>
        <div className={rowClass}>
          <TextField
            ref={fromRef}
            label={TEXTS.joinedFrom}
            type="date"
            name="joinedFrom"
            value={from}
            max={to || undefined}
            error={errorOf('joinedFrom')}
            onChange={(event) => setFrom(event.target.value)}
          />
          <TextField
            ref={toRef}
            label={TEXTS.joinedTo}
            type="date"
            name="joinedTo"
            value={to}
            min={from || undefined}
            error={errorOf('joinedTo')}
            onChange={(event) => setTo(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            {TEXTS.joinedApply}
          </Button>
          {joinedFrom !== null ? (
            <Button variant="secondary" onClick={() => onApply({ joinedFrom: null, joinedTo: null })}>
              {TEXTS.joinedClear}
            </Button>
          ) : null}
        </div>
      </fieldset>
    </form>
  );
}

const formClass = css({ minWidth: 0 });
const fieldsetClass = css({ border: 'none', margin: 0, padding: 0, minWidth: 0 });
const legendClass = css({ padding: 0, marginBottom: '2' });
const rowClass = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'flex-end' });
