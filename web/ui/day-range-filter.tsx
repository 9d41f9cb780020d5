import { type FormEvent, useEffect, useRef, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { type JoinedRangeField, joinedRangeProblem } from '#contract/employee-data-rules';
import { Button } from './button';
import { fieldLabelClass } from './field-text';
import { TextField } from './text-field';

/** A range of two days (YYYY-MM-DD), or none (both null). */
export type DayRange = { from: string | null; to: string | null };

export interface DayRangeTexts {
  legend: string;
  from: string;
  to: string;
  apply: string;
  clear: string;
}

/**
 * A list's day range (decision 050; the employee list's joined dates, the audit trail's days): two
 * days, applied together by the apply button (or Enter), so a half-typed range never reloads the
 * list, and cleared together. A range that cannot be applied says why under the day at fault, which
 * takes focus; the words are the contract's, the Worker's refusal of the same range. What is applied
 * lives in the page's URL (the parent's state), and these boxes follow it on Back and reload.
 */
export function DayRangeFilter({
  from: appliedFrom,
  to: appliedTo,
  names,
  texts,
  onApply,
}: DayRange & {
  /** The inputs' names. */
  names: { from: string; to: string };
  texts: DayRangeTexts;
  onApply: (range: DayRange) => void;
}) {
  const [from, setFrom] = useState(appliedFrom ?? '');
  const [to, setTo] = useState(appliedTo ?? '');
  const [problem, setProblem] = useState<{ field: JoinedRangeField; message: string } | null>(null);
  const fromRef = useRef<HTMLInputElement>(null);
  const toRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    setFrom(appliedFrom ?? '');
    setTo(appliedTo ?? '');
    setProblem(null);
  }, [appliedFrom, appliedTo]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = joinedRangeProblem(from, to);
    setProblem(found);
    if (found) {
      (found.field === 'joinedFrom' ? fromRef : toRef).current?.focus();
      return;
    }
    onApply(from === '' ? { from: null, to: null } : { from, to });
  };

  const errorOf = (field: JoinedRangeField) => (problem?.field === field ? problem.message : undefined);

  return (
    <form onSubmit={submit} noValidate className={formClass}>
      <fieldset className={fieldsetClass}>
        <legend className={cx(fieldLabelClass, legendClass)}>{texts.legend}</legend>
        <div className={rowClass}>
          <TextField
            ref={fromRef}
            label={texts.from}
            type="date"
            name={names.from}
            value={from}
            max={to || undefined}
            error={errorOf('joinedFrom')}
            onChange={(event) => setFrom(event.target.value)}
          />
          <TextField
            ref={toRef}
            label={texts.to}
            type="date"
            name={names.to}
            value={to}
            min={from || undefined}
            error={errorOf('joinedTo')}
            onChange={(event) => setTo(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            {texts.apply}
          </Button>
          {appliedFrom !== null ? (
            <Button variant="secondary" onClick={() => onApply({ from: null, to: null })}>
              {texts.clear}
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
