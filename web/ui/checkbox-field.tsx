import { type ComponentProps, type ReactNode, useId } from 'react';
import { css } from 'styled-system/css';

export interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'children'> {
  label: ReactNode;
  /** Shown under the box and linked with aria-describedby; marks the box invalid. */
  error?: ReactNode;
}

/**
 * A labelled checkbox with an optional error. `ref` reaches the <input>, so react-hook-form's
 * register() spreads onto it.
 */
export function CheckboxField({ label, error, id, ...inputProps }: CheckboxFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const errorId = `${inputId}-error`;
  return (
    <div>
      <div className={rowClass}>
        <input
          id={inputId}
          type="checkbox"
          className={boxClass}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...inputProps}
        />
        <label htmlFor={inputId} className={labelClass}>
          {label}
        </label>
      </div>
      {error ? (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

const rowClass = css({ display: 'flex', alignItems: 'flex-start', gap: '3' });

const boxClass = css({
  flexShrink: 0,
  width: '6',
  height: '6',
  marginTop: '0.5',
  accentColor: 'brand.primary',
  cursor: 'pointer',
  '&[aria-invalid=true]': { outline: '2px solid', outlineColor: 'fg.error', outlineOffset: '2px' },
});

const labelClass = css({ color: 'fg', fontWeight: '500', cursor: 'pointer' });

const errorClass = css({ color: 'fg.error', fontSize: 'sm', marginTop: '1' });
