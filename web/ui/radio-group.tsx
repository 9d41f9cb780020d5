import { useId } from 'react';
import { css } from 'styled-system/css';
import { fieldErrorClass, fieldLabelClass } from './field-text';

export interface RadioOption<Value extends string | number> {
  value: Value;
  label: string;
}

/**
 * A required choice of a few options: a fieldset whose legend names the group, one radio per option
 * (arrow keys move between them, as the browser does for a named group), and the group's error
 * linked to every radio. `value` null means nothing is chosen yet.
 */
export function RadioGroup<Value extends string | number>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  inline = true,
}: {
  legend: string;
  name: string;
  options: readonly RadioOption<Value>[];
  value: Value | null;
  onChange: (value: Value) => void;
  error?: string | undefined;
  inline?: boolean;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className={fieldsetClass} aria-describedby={error ? errorId : undefined}>
      <legend className={fieldLabelClass}>{legend}</legend>
      <div className={inline ? inlineClass : stackClass}>
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          return (
            <div key={option.value} className={optionClass}>
              <input
                id={optionId}
                type="radio"
                name={name}
                className={radioClass}
                checked={value === option.value}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                onChange={() => onChange(option.value)}
              />
              <label htmlFor={optionId} className={optionLabelClass}>
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
      {error ? (
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
  border: 'none',
  margin: '0',
  padding: '0',
  minWidth: '0',
});

const inlineClass = css({ display: 'flex', flexWrap: 'wrap', gap: '5' });
const stackClass = css({ display: 'flex', flexDirection: 'column', gap: '2' });

const optionClass = css({ display: 'flex', alignItems: 'center', gap: '2', minHeight: '44px' });

const radioClass = css({
  width: '5',
  height: '5',
  accentColor: 'brand.primary',
  cursor: 'pointer',
  _focusVisible: { outline: '3px solid', outlineColor: 'focus', outlineOffset: '2px' },
});

const optionLabelClass = css({ color: 'fg', cursor: 'pointer' });
