import type { ComponentProps, ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useFieldDescription } from './field-description';
import { LabelledField } from './labelled-field';

export interface TextAreaProps extends Omit<ComponentProps<'textarea'>, 'children'> {
  /** The visible label; the box is named by it. */
  label: ReactNode;
  /** A field error under the box, linked with aria-describedby. */
  error?: ReactNode;
  /** Help text under the label, linked with aria-describedby. */
  hint?: ReactNode;
  className?: string;
}

/**
 * A labelled multi-line text box with an optional hint and error, like TextField: aria-invalid
 * with an error, aria-describedby naming the hint and the error. `ref` reaches the <textarea>.
 */
export function TextArea({
  label,
  error,
  hint,
  className,
  id,
  rows = 5,
  'aria-describedby': describedBy,
  ...props
}: TextAreaProps) {
  const description = useFieldDescription({ id, kind: 'textarea', hint, error, describedBy });
  return (
    <LabelledField label={label} hint={hint} error={error} description={description} className={className}>
      <textarea
        id={description.controlId}
        rows={rows}
        aria-invalid={description.hasError ? true : undefined}
        aria-describedby={description.describedBy}
        className={boxClass}
        {...props}
      />
    </LabelledField>
  );
}

const boxClass = css({
  width: '100%',
  minHeight: '44px',
  paddingInline: '3',
  paddingBlock: '2',
  bg: 'canvas',
  color: 'fg',
  fontFamily: 'body',
  fontSize: 'md',
  lineHeight: '1.5',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border.strong',
  borderRadius: 'l1',
  resize: 'vertical',
  _focusVisible: { outline: '3px solid', outlineColor: 'focus', outlineOffset: '2px' },
  '&[aria-invalid=true]': { borderColor: 'fg.error', borderWidth: '2px' },
});
