import type { ComponentProps, ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useFieldDescription } from './field-description';
import { LabelledField } from './labelled-field';

export interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'children'> {
  label: ReactNode;
  /** The options; a first empty option with `placeholder` is shown before them when given. */
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  error?: ReactNode;
  hint?: ReactNode;
  className?: string;
}

/** A labelled native select with an optional hint and error, tied to it like TextField's. */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  hint,
  className,
  id,
  'aria-describedby': describedBy,
  ...selectProps
}: SelectFieldProps) {
  const description = useFieldDescription({ id, kind: 'input', hint, error, describedBy });
  return (
    <LabelledField label={label} hint={hint} error={error} description={description} className={className}>
      <select
        id={description.controlId}
        aria-invalid={description.hasError ? true : undefined}
        aria-describedby={description.describedBy}
        className={selectClass}
        {...selectProps}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}

const selectClass = css({
  minHeight: '44px',
  paddingInline: '3',
  paddingBlock: '2',
  bg: 'canvas',
  color: 'fg',
  fontFamily: 'body',
  fontSize: 'md',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border.strong',
  borderRadius: 'l1',
  _focusVisible: { outline: '3px solid', outlineColor: 'focus', outlineOffset: '2px' },
  '&[aria-invalid=true]': { borderColor: 'fg.error', borderWidth: '2px' },
});
