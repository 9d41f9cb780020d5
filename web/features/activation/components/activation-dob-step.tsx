import { type FormEvent, useState } from 'react';
import { css } from 'styled-system/css';
import { RECOVERY_ERROR_CODES, RECOVERY_TEXTS } from '../../../../worker/contract/recovery';
import { ApiRequestError } from '../../../lib/api-client';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { DateOfBirthInput } from '../../../ui/date-of-birth-input';
import {
  type DateParts,
  DEFAULT_MIN_YEAR,
  toIsoDate,
  validateDateOfBirth,
} from '../../../ui/date-of-birth-rules';
import { failureMessageOf, useVerifyActivationDob } from '../api/activation';

/** Ours (docs/decisions/009-wizards.md): any failure that is not a mismatch or network. */
export const ACTIVATION_DOB_FAILED_MESSAGE = 'We could not check your date of birth. Please try again.';

/** A date of birth lies between 1900 and this year. */
export function dobYearRange(now: Date = new Date()) {
  return { minYear: DEFAULT_MIN_YEAR, maxYear: now.getFullYear() };
}

/**
 * Step 1 of activation: the date of birth, checked here first (spec section 5), then by the
 * server (POST /api/activation/:id/dob). A mismatch is the field's error; other failures an alert.
 */
export function ActivationDobStep({
  id,
  value,
  onChange,
  initialError,
  onVerified,
  onActivationFailed,
}: {
  id: string;
  value: DateParts;
  onChange: (parts: DateParts) => void;
  /** A mismatch the password step brought back from the server. */
  initialError?: string;
  onVerified: (parts: DateParts) => void;
  onActivationFailed: () => void;
}) {
  const [fieldError, setFieldError] = useState<string | undefined>(initialError);
  const [formError, setFormError] = useState<string | null>(null);
  const verify = useVerifyActivationDob();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (verify.isPending) return;
    setFormError(null);
    const invalid = validateDateOfBirth(value, dobYearRange());
    setFieldError(invalid ?? undefined);
    if (invalid) return;
    verify.mutate(
      { id, dateOfBirth: toIsoDate(value) },
      {
        onSuccess: () => onVerified(value),
        onError: (error) => {
          if (error instanceof ApiRequestError && error.code === RECOVERY_ERROR_CODES.activationFailed) {
            return onActivationFailed();
          }
          if (error instanceof ApiRequestError && error.code === RECOVERY_ERROR_CODES.dobMismatch) {
            setFieldError(RECOVERY_TEXTS.dobMismatch);
            return;
          }
          // The server's own reason for refusing the date (validation_failed) belongs to the field too.
          const dobField =
            error instanceof ApiRequestError ? error.body.error.fields?.dateOfBirth : undefined;
          if (dobField) {
            setFieldError(dobField);
            return;
          }
          setFormError(failureMessageOf(error, ACTIVATION_DOB_FAILED_MESSAGE));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className={formClass} aria-busy={verify.isPending || undefined}>
      {formError ? (
        <Alert variant="error">
          <p>{formError}</p>
        </Alert>
      ) : null}
      <DateOfBirthInput
        id="activation-dob"
        value={value}
        onChange={onChange}
        error={fieldError}
        {...dobYearRange()}
      />
      <div className={actionsClass}>
        <Button type="submit">Next</Button>
      </div>
    </form>
  );
}

const formClass = css({ display: 'flex', flexDirection: 'column', gap: '6' });

const actionsClass = css({ display: 'flex', justifyContent: 'flex-end' });
