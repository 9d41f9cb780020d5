import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import type { FieldDescription } from './field-description';
import { fieldErrorClass, fieldHintClass, fieldLabelClass } from './field-text';

/**
 * The frame of a field with one control: its label, the hint under it, the control, and the
 * error under the control, with the ids that `useFieldDescription` ties the control to.
 */
export function LabelledField({
  label,
  hint,
  error,
  description,
  className,
  children,
}: {
  label: ReactNode;
  hint: ReactNode;
  error: ReactNode;
  description: FieldDescription;
  className: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={cx(frameClass, className)}>
      <label htmlFor={description.controlId} className={fieldLabelClass}>
        {label}
      </label>
      {hint ? (
        <p id={description.hintId} className={fieldHintClass}>
          {hint}
        </p>
      ) : null}
      {children}
      {description.hasError ? (
        <p id={description.errorId} className={fieldErrorClass}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

const frameClass = css({ display: 'flex', flexDirection: 'column', gap: '1.5' });
