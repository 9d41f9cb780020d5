import { type ReactNode, useId } from 'react';

export interface FieldDescription {
  controlId: string;
  hintId: string;
  errorId: string;
  hasError: boolean;
  /** The ids for the control's aria-describedby, or undefined when there are none. */
  describedBy: string | undefined;
}

/**
 * The ids that tie a form control to its hint and error text, so assistive technology reads both
 * with the control. `error` counts when it is anything but empty.
 */
export function useFieldDescription(options: {
  id: string | undefined;
  kind: 'input' | 'textarea' | 'select';
  hint: ReactNode;
  error: ReactNode;
  describedBy: string | undefined;
}): FieldDescription {
  const generatedId = useId();
  const controlId = options.id ?? `${generatedId}-${options.kind}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const { error } = options;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedByIds = [
    options.hint ? hintId : null,
    hasError ? errorId : null,
    options.describedBy ?? null,
  ]
    .filter(Boolean)
    .join(' ');
  return { controlId, hintId, errorId, hasError, describedBy: describedByIds || undefined };
}
