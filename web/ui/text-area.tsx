import type { ComponentProps, ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { useFieldDescription } from './field-description';

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
  const {
    controlId: boxId,
    hintId,
    errorId,
    hasError,
    describedBy: describedByIds,
  } = useFieldDescription({
    id,
    kind: 'textarea',
    hint,
    error,
    describedBy,
  });
  return (
    <div className={cx(fieldClass, className)}>
      <label htmlFor={boxId} className={labelClass}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      ) : null}
      <textarea
        id={boxId}
        rows={rows}
        aria-invalid={hasError ? true : undefined}
        aria-describedby={describedByIds}
        className={boxClass}
        {...props}
      />
      {hasError ? (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

const fieldClass = css({ display: 'flex', flexDirection: 'column', gap: '1.5' });

const labelClass = css({ fontWeight: '500', color: 'fg', fontSize: 'md' });

const hintClass = css({ color: 'fg.muted', fontSize: 'sm' });

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

const errorClass = css({ color: 'fg.error', fontSize: 'sm', fontWeight: '500' });
