import type { ComponentProps, ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useFieldDescription } from './field-description';
import { LabelledField } from './labelled-field';

export interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'children'> {
  /** The visible label; the list is named by it. */
  label: ReactNode;
  /** `lang`: the language an option's label is written in, where it is not the page's. */
  options: readonly { label: string; value: string; lang?: string }[];
  /** The first, empty choice ('Choose a subject'): choosing it leaves the field empty. */
  placeholder?: string;
  error?: ReactNode;
  hint?: ReactNode;
  className?: string;
}

/**
 * A labelled drop-down list with an optional hint and error, like TextField and TextArea:
 * aria-invalid with an error, aria-describedby naming the hint and the error. `ref` reaches the
 * <select>.
 */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  hint,
  className,
  id,
  'aria-describedby': describedBy,
  ...props
}: SelectFieldProps) {
  const description = useFieldDescription({ id, kind: 'select', hint, error, describedBy });
  return (
    <LabelledField label={label} hint={hint} error={error} description={description} className={className}>
      <select
        id={description.controlId}
        aria-invalid={description.hasError ? true : undefined}
        aria-describedby={description.describedBy}
        className={selectClass}
        {...props}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}

const selectClass = css({
  width: '100%',
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
