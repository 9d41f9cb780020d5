import { type FormEvent, useState } from 'react';
import { css } from 'styled-system/css';
import { RECOVERY_ERROR_CODES, RECOVERY_TEXTS } from '#contract/recovery-rules';
import { ApiRequestError } from '../lib/api-client';
import { Alert } from './alert';
import { Button } from './button';
import { DateOfBirthInput } from './date-of-birth-input';
import {
  type DateOfBirthRuleOptions,
  type DateParts,
  DEFAULT_MIN_YEAR,
  toIsoDate,
  validateDateOfBirth,
} from './date-of-birth-rules';

/** Ours (docs/decisions/009-wizards.md): any failure that is not a mismatch, the wizard's own or network. */
export const DOB_CHECK_FAILED_MESSAGE = 'We could not check your date of birth. Please try again.';

/** A date of birth lies between 1900 and this year. */
export function dobYearRange(
  now: Date = new Date(),
): Required<Pick<DateOfBirthRuleOptions, 'minYear' | 'maxYear'>> {
  return { minYear: DEFAULT_MIN_YEAR, maxYear: now.getFullYear() };
}

/**
 * The date-of-birth step of a wizard (reset password, activation): the date is checked here first
 * (spec section 5), then by the server through `verify`. A mismatch, or the server's own reason for
 * refusing the date (fields.dateOfBirth), is the field's error. Any other failure goes to `onError`
 * first, which either deals with it ('handled') or gives the alert's text.
 */
export function DateOfBirthStep({
  id,
  value,
  onChange,
  initialError,
  verify,
  onVerified,
  onError,
}: {
  /** The date group's id. */
  id: string;
  value: DateParts;
  onChange: (parts: DateParts) => void;
  /** A mismatch a later step brought back from the server. */
  initialError?: string;
  /** Asks the server about the date, as YYYY-MM-DD. */
  verify: (isoDate: string) => Promise<unknown>;
  onVerified: (parts: DateParts) => void;
  onError: (error: unknown) => string | 'handled';
}) {
  const [fieldError, setFieldError] = useState<string | undefined>(initialError);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setFormError(null);
    const invalid = validateDateOfBirth(value, dobYearRange());
    setFieldError(invalid ?? undefined);
    if (invalid) return;
    setPending(true);
    verify(toIsoDate(value))
      .then(
        () => onVerified(value),
        (error: unknown) => {
          const alert = onError(error);
          if (alert === 'handled') return;
          const field = dobFieldErrorOf(error);
          if (field) setFieldError(field);
          else setFormError(alert);
        },
      )
      .finally(() => setPending(false));
  };

  return (
    <form noValidate onSubmit={onSubmit} className={formClass} aria-busy={pending || undefined}>
      {formError ? (
        <Alert variant="error">
          <p>{formError}</p>
        </Alert>
      ) : null}
      <DateOfBirthInput id={id} value={value} onChange={onChange} error={fieldError} {...dobYearRange()} />
      <div className={actionsClass}>
        <Button type="submit">Next</Button>
      </div>
    </form>
  );
}

/** The field's message for a refused date: a mismatch, or the server's fields.dateOfBirth. */
function dobFieldErrorOf(error: unknown): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  if (error.code === RECOVERY_ERROR_CODES.dobMismatch) return RECOVERY_TEXTS.dobMismatch;
  return error.body.error.fields?.dateOfBirth;
}

const formClass = css({ display: 'flex', flexDirection: 'column', gap: '6' });

const actionsClass = css({ display: 'flex', justifyContent: 'flex-end' });
