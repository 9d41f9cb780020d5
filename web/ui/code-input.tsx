import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useId,
  useImperativeHandle,
  useRef,
} from 'react';
import { css, cx } from 'styled-system/css';
import { AUTH_CODE_LENGTH } from '#contract/spec-constants';
import { fieldErrorClass, fieldHintClass } from './field-text';

/** The empty value of a code input. */
export const EMPTY_CODE = '';

/** The accessible name of box `index` (0-based), e.g. 'Digit 1 of 6': a message, read in the page's language. */
export function digitLabel(index: number, length: number = AUTH_CODE_LENGTH): MessageDescriptor {
  const position = index + 1;
  return msg`Digit ${position} of ${length}`;
}

/** What a parent can do to the input, e.g. put focus back on the first box after a failure. */
export interface CodeInputHandle {
  focus(): void;
}

export interface CodeInputProps {
  /**
   * The code typed so far: one character per box, a space for an empty box before a filled one
   * (trailing empties are left off), so a code with a gap fails the code's schema
   * (contract/two-factor-requests authCodeSchema) and is not submitted.
   */
  value: string;
  onChange(value: string): void;
  /** The group's visible name, e.g. 'Authentication code'. */
  legend: ReactNode;
  /** Help under the legend, linked to every box. */
  hint?: ReactNode;
  /** A field error under the boxes; every box is then aria-invalid and described by it. */
  error?: ReactNode;
  /** Marks the boxes invalid without an error of their own (an alert above explains it). */
  invalid?: boolean;
  /** Ids of other elements describing the boxes (e.g. that alert). */
  describedBy?: string;
  disabled?: boolean;
  /** Focus the first box on mount. */
  autoFocus?: boolean;
  /** How many boxes; AUTH_CODE_LENGTH (6) by default. */
  length?: number;
  /** The group's id; box n (1-based) is `${id}-n`. */
  id?: string;
  ref?: RefObject<CodeInputHandle | null>;
  className?: string;
}

function toDigits(value: string, length: number): string[] {
  return Array.from({ length }, (_, index) => {
    const char = value[index] ?? '';
    return /^\d$/.test(char) ? char : '';
  });
}

function fromDigits(digits: readonly string[]): string {
  return digits
    .map((digit) => digit || ' ')
    .join('')
    .trimEnd();
}

/**
 * An authentication code as single-digit boxes (spec sections 2.14 and 5: 6 digits, each box
 * max length 1). Typing a digit moves on; Backspace clears a box, and on an empty box moves back
 * and clears that one; the arrow keys, Home and End move; pasting (or an autofilled one-time code)
 * in any box spreads the digits from that box on, and a whole code fills every box. Anything that
 * is not a digit is ignored. Enter submits the surrounding form, whose schema checks the code
 * (web/ui/auth-code-form). It is controlled: the form owns the value.
 */
export function CodeInput({
  value,
  onChange,
  legend,
  hint,
  error,
  invalid,
  describedBy,
  disabled,
  autoFocus,
  length = AUTH_CODE_LENGTH,
  id,
  ref,
  className,
}: CodeInputProps) {
  const { t } = useLingui();
  const generatedId = useId();
  const baseId = id ?? generatedId;
  const legendId = `${baseId}-legend`;
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const inputs = useRef<(HTMLInputElement | null)[]>([]);

  // The value as last reported, so several changes in one event build on each other.
  const latest = useRef(value);
  latest.current = value;

  useImperativeHandle(ref, () => ({ focus: () => inputs.current[0]?.focus() }), []);

  const focusBox = (index: number) => {
    const box = inputs.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  const commit = (digits: string[]) => {
    const next = fromDigits(digits);
    if (next === latest.current) return;
    latest.current = next;
    onChange(next);
  };

  /** Puts `incoming` digits in the boxes from `index` on; a whole code always starts at box 1. */
  const spread = (index: number, incoming: string) => {
    const start = incoming.length >= length ? 0 : index;
    const digits = toDigits(latest.current, length);
    const accepted = incoming.slice(0, length - start).split('');
    accepted.forEach((digit, offset) => {
      digits[start + offset] = digit;
    });
    commit(digits);
    focusBox(start + accepted.length);
  };

  const setBox = (index: number, digit: string) => {
    const digits = toDigits(latest.current, length);
    digits[index] = digit;
    commit(digits);
  };

  const onInput = (index: number, raw: string) => {
    const incoming = raw.replace(/\D/g, '');
    if (raw === '') {
      setBox(index, '');
      return;
    }
    if (incoming === '') return; // only non-digits: refused
    if (incoming.length > 1) {
      // Autofill or a paste the browser put in one box: the new digit is the one that differs.
      const current = toDigits(latest.current, length)[index] ?? '';
      const typed = incoming.length === 2 && incoming.startsWith(current) ? incoming.slice(1) : null;
      if (typed !== null) {
        setBox(index, typed);
        if (index < length - 1) focusBox(index + 1);
        return;
      }
      spread(index, incoming);
      return;
    }
    setBox(index, incoming);
    if (index < length - 1) focusBox(index + 1);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const digits = toDigits(latest.current, length);
    switch (event.key) {
      case 'Backspace':
        event.preventDefault();
        if (digits[index]) {
          setBox(index, '');
        } else if (index > 0) {
          setBox(index - 1, '');
          focusBox(index - 1);
        }
        return;
      case 'Delete':
        event.preventDefault();
        setBox(index, '');
        return;
      case 'ArrowLeft':
      case 'ArrowUp':
        event.preventDefault();
        focusBox(index - 1);
        return;
      case 'ArrowRight':
      case 'ArrowDown':
        event.preventDefault();
        focusBox(index + 1);
        return;
      case 'Home':
        event.preventDefault();
        focusBox(0);
        return;
      case 'End':
        event.preventDefault();
        focusBox(length - 1);
        return;
      default:
        // A digit replaces the box's digit even when the caret is not over it (max length 1).
        if (/^\d$/.test(event.key)) {
          event.preventDefault();
          setBox(index, event.key);
          if (index < length - 1) focusBox(index + 1);
        }
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const incoming = event.clipboardData.getData('text').replace(/\D/g, '');
    if (incoming) spread(index, incoming);
  };

  const digits = toDigits(value, length);
  const describedByIds =
    [hint ? hintId : null, hasError ? errorId : null, describedBy ?? null].filter(Boolean).join(' ') ||
    undefined;

  return (
    <fieldset
      id={id}
      className={cx(fieldsetClass, className)}
      data-invalid={hasError || invalid ? '' : undefined}
    >
      <legend id={legendId} className={legendClass}>
        {legend}
      </legend>
      {hint ? (
        <p id={hintId} className={fieldHintClass}>
          {hint}
        </p>
      ) : null}
      <div className={boxesClass}>
        {digits.map((digit, index) => (
          <input
            // The boxes are fixed in number and never reorder.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            ref={(element) => {
              inputs.current[index] = element;
            }}
            id={`${baseId}-${index + 1}`}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            maxLength={1}
            aria-label={t(digitLabel(index, length))}
            aria-invalid={hasError || invalid ? true : undefined}
            aria-describedby={describedByIds}
            // biome-ignore lint/a11y/noAutofocus: the code page exists to take this code
            autoFocus={autoFocus && index === 0}
            disabled={disabled}
            value={digit}
            className={boxClass}
            onChange={(event) => onInput(index, event.currentTarget.value)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
            onFocus={(event) => event.currentTarget.select()}
          />
        ))}
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
  gap: '2',
  minWidth: '0',
  margin: '0',
  padding: '0',
  border: 'none',
});

const legendClass = css({ fontWeight: '500', color: 'fg', fontSize: 'md', padding: '0', marginBottom: '1' });

const boxesClass = css({ display: 'flex', gap: { base: '1.5', sm: '2.5' } });

const boxClass = css({
  // Six boxes share the row and shrink together on the narrowest screens (311px).
  flex: '1 1 0',
  minWidth: '0',
  maxWidth: '3rem',
  height: { base: '3rem', sm: '3.5rem' },
  padding: '0',
  textAlign: 'center',
  fontFamily: 'body',
  fontSize: '2xl',
  fontWeight: '500',
  fontVariantNumeric: 'tabular-nums',
  color: 'fg',
  bg: 'canvas',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border.strong',
  borderRadius: 'l1',
  _focusVisible: { outline: '3px solid', outlineColor: 'focus', outlineOffset: '2px' },
  _disabled: { bg: 'canvas.subtle', cursor: 'not-allowed' },
  '[data-invalid] &': { borderColor: 'fg.error', borderWidth: '2px' },
});
