import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useId, useRef } from 'react';
import { css, cva } from 'styled-system/css';
import {
  DATE_PART_LENGTH,
  type DatePart,
  type DateParts,
  DOB_LABELS,
  isDatePartComplete,
  padDatePart,
  sanitiseDatePart,
  stepDatePart,
} from './date-of-birth-rules';
import { fieldErrorClass, fieldHintClass } from './field-text';

export type { DateParts } from './date-of-birth-rules';

export interface DateOfBirthInputProps {
  value: DateParts;
  onChange(next: DateParts): void;
  /** Shown under the group; every input is then aria-invalid and described by it. */
  error?: string;
  /** Bounds for the year's arrow keys (validation is validateDateOfBirth's, called by the form). */
  minYear?: number;
  maxYear?: number;
  /** Defaults to 'Date of birth'. */
  legend?: string;
  /** The fieldset's id; the inputs are `${id}-day`, `${id}-month` and `${id}-year`. */
  id?: string;
}

const PARTS: readonly { part: DatePart; label: MessageDescriptor; autoComplete: string }[] = [
  { part: 'day', label: DOB_LABELS.day, autoComplete: 'bday-day' },
  { part: 'month', label: DOB_LABELS.month, autoComplete: 'bday-month' },
  { part: 'year', label: DOB_LABELS.year, autoComplete: 'bday-year' },
];

const NEXT_PART: Partial<Record<DatePart, DatePart>> = { day: 'month', month: 'year' };

/**
 * A date of birth as three numeric inputs, Day / Month / Year, in a fieldset with the hint
 * 'e.g. 28 08 1978' (spec sections 2.10 and 5). Digits only; a complete day or month moves focus
 * on; day and month are zero-padded on blur; ArrowUp/ArrowDown step a part within its range.
 * It is controlled: the form owns the value and validates it with validateDateOfBirth.
 */
export function DateOfBirthInput({
  value,
  onChange,
  error,
  minYear,
  maxYear,
  legend,
  id,
}: DateOfBirthInputProps) {
  const { t } = useLingui();
  const generatedId = useId();
  const baseId = id ?? generatedId;
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const hasError = Boolean(error);
  const refs = {
    day: useRef<HTMLInputElement>(null),
    month: useRef<HTMLInputElement>(null),
    year: useRef<HTMLInputElement>(null),
  };

  // The value as last reported, so handlers that run in one event (input, then the blur caused by
  // auto-advance) build on each other rather than on the render's stale `value`.
  const latest = useRef(value);
  latest.current = value;

  const update = (part: DatePart, next: string) => {
    if (next === latest.current[part]) return;
    latest.current = { ...latest.current, [part]: next };
    onChange(latest.current);
  };

  const handleInput = (part: DatePart, raw: string) => {
    const next = sanitiseDatePart(part, raw);
    const following = NEXT_PART[part];
    // Only typing that lengthens the part advances; deleting or a refused character does not.
    const advance = following && next.length > latest.current[part].length && isDatePartComplete(part, next);
    update(part, advance ? padDatePart(next) : next);
    if (advance) refs[following].current?.focus();
  };

  const handleKeyDown = (part: DatePart, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    update(part, stepDatePart(part, value, event.key === 'ArrowUp' ? 1 : -1, { minYear, maxYear }));
  };

  return (
    <fieldset id={id} className={fieldsetClass} data-invalid={hasError ? '' : undefined}>
      <legend className={legendClass}>{legend ?? t(DOB_LABELS.legend)}</legend>
      <p id={hintId} className={fieldHintClass}>
        {t(DOB_LABELS.hint)}
      </p>
      <div className={partsClass}>
        {PARTS.map(({ part, label, autoComplete }) => {
          const inputId = `${baseId}-${part}`;
          return (
            <div key={part} className={partClass}>
              <label htmlFor={inputId} className={labelClass}>
                {t(label)}
              </label>
              <input
                ref={refs[part]}
                id={inputId}
                name={part}
                type="text"
                inputMode="numeric"
                pattern="[0-9]*"
                autoComplete={autoComplete}
                maxLength={DATE_PART_LENGTH[part]}
                value={value[part]}
                aria-invalid={hasError ? true : undefined}
                aria-describedby={hasError ? `${hintId} ${errorId}` : hintId}
                className={inputStyles({ size: part === 'year' ? 'year' : 'short' })}
                onChange={(event) => handleInput(part, event.currentTarget.value)}
                onKeyDown={(event) => handleKeyDown(part, event)}
                onBlur={() => {
                  if (part !== 'year') update(part, padDatePart(latest.current[part]));
                }}
              />
            </div>
          );
        })}
      </div>
      {hasError ? (
        <p id={errorId} className={fieldErrorClass}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

const fieldsetClass = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1.5',
  minWidth: '0',
  margin: '0',
  padding: '0',
  border: 'none',
});

const legendClass = css({ fontWeight: '500', color: 'fg', fontSize: 'md', padding: '0' });

const partsClass = css({ display: 'flex', flexWrap: 'wrap', gap: '3' });

const partClass = css({ display: 'flex', flexDirection: 'column', gap: '1' });

const labelClass = css({ color: 'fg', fontSize: 'sm', fontWeight: '500' });

const inputStyles = cva({
  base: {
    minHeight: '44px',
    paddingInline: '3',
    paddingBlock: '2',
    bg: 'canvas',
    color: 'fg',
    fontFamily: 'body',
    fontSize: 'md',
    fontVariantNumeric: 'tabular-nums',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'border.strong',
    borderRadius: 'l1',
    _focusVisible: { outline: '3px solid', outlineColor: 'focus', outlineOffset: '2px' },
    '&[aria-invalid=true]': { borderColor: 'fg.error', borderWidth: '2px' },
  },
  variants: {
    size: { short: { width: '4.5rem' }, year: { width: '6rem' } },
  },
});
