import type { ComponentProps, ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useFieldDescription } from './field-description';
import { LabelledField } from './labelled-field';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'children'> {
  /** The visible label; the input is named by it. */
  label: ReactNode;
  /** A field error, shown under the input and linked with aria-describedby. */
  error?: ReactNode;
  /** Help text under the label, linked with aria-describedby. */
  hint?: ReactNode;
  /** Marks the input invalid without an error of its own (e.g. a form-level alert explains it). */
  invalid?: boolean;
  /** A control beside the input, inside the same box (e.g. a Show/Hide toggle). */
  trailing?: ReactNode;
  /** Extra classes for the outer wrapper. */
  className?: string;
}

/**
 * A labelled input with an optional hint and error. The input gets aria-invalid when it has an
 * error (or `invalid`), and aria-describedby naming the hint, the error and any ids passed in.
 * `ref` reaches the <input> (React 19 ref-as-prop), so react-hook-form's register() (usePortalForm)
 * spreads onto it.
 */
export function TextField({
  label,
  error,
  hint,
  invalid,
  trailing,
  className,
  id,
  type = 'text',
  'aria-describedby': describedBy,
  ...inputProps
}: TextFieldProps) {
  const description = useFieldDescription({ id, kind: 'input', hint, error, describedBy });
  const markedInvalid = description.hasError || invalid;

  return (
    <LabelledField label={label} hint={hint} error={error} description={description} className={className}>
      <div className={boxClass} data-invalid={markedInvalid ? '' : undefined}>
        <input
          id={description.controlId}
          type={type}
          aria-invalid={markedInvalid ? true : undefined}
          aria-describedby={description.describedBy}
          className={inputClass}
          {...inputProps}
        />
        {trailing}
      </div>
    </LabelledField>
  );
}

const boxClass = css({
  display: 'flex',
  alignItems: 'stretch',
  minHeight: '44px',
  bg: 'canvas',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border.strong',
  borderRadius: 'l1',
  // The box shows focus for the input inside it, so the toggle and input read as one control.
  '&:has(input:focus-visible)': { outline: '3px solid', outlineColor: 'focus', outlineOffset: '2px' },
  '&[data-invalid]': { borderColor: 'fg.error', borderWidth: '2px' },
});

const inputClass = css({
  flex: '1',
  minWidth: '0',
  minHeight: '42px',
  paddingInline: '3',
  paddingBlock: '2',
  border: 'none',
  bg: 'transparent',
  color: 'fg',
  fontFamily: 'body',
  fontSize: 'md',
  borderRadius: 'l1',
  _focusVisible: { outline: 'none' },
  _placeholder: { color: 'fg.muted' },
  // A file field's own button, set apart from the file name beside it and in the portal's type.
  '&::file-selector-button': {
    marginInlineEnd: '3',
    paddingInline: '3',
    paddingBlock: '1',
    fontFamily: 'body',
    fontSize: 'sm',
    color: 'fg',
    bg: 'canvas.subtle',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'border.strong',
    borderRadius: 'l1',
    cursor: 'pointer',
  },
});
