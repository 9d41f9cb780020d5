import { type FormEvent, useState } from 'react';
import { css } from 'styled-system/css';
import { RECOVERY_ERROR_CODES, RECOVERY_TEXTS } from '../../../../worker/contract/recovery';
import { ApiRequestError } from '../../../lib/api-client';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { DateOfBirthInput } from '../../../ui/date-of-birth-input';
import {
  type DateOfBirthRuleOptions,
  type DateParts,
  DEFAULT_MIN_YEAR,
  toIsoDate,
  validateDateOfBirth,
} from '../../../ui/date-of-birth-rules';
import { generalErrorOf, type TokenProblem, tokenProblemOf, useVerifyResetDob } from '../api/reset-password';

/** A date of birth lies between 1900 and this year. */
export function dobYearRange(
  now: Date = new Date(),
): Required<Pick<DateOfBirthRuleOptions, 'minYear' | 'maxYear'>> {
  return { minYear: DEFAULT_MIN_YEAR, maxYear: now.getFullYear() };
}

/** Ours (docs/decisions/009-wizards.md): any failure that is not a mismatch, token or network. */
export const DOB_CHECK_FAILED_MESSAGE = 'We could not check your date of birth. Please try again.';

const EMPTY: DateParts = { day: '', month: '', year: '' };

/**
 * Step 1 of the reset wizard (Verify): the date of birth, checked here first (spec section 5) and
 * then by the server. A mismatch is the field's error; network and other failures an alert.
 */
export function ResetDobStep({
  token,
  initialError,
  onVerified,
  onTokenProblem,
}: {
  token: string;
  /** A mismatch the password step brought back from the server. */
  initialError?: string;
  onVerified: (parts: DateParts) => void;
  onTokenProblem: (problem: TokenProblem) => void;
}) {
  const [parts, setParts] = useState<DateParts>(EMPTY);
  const [fieldError, setFieldError] = useState<string | undefined>(initialError);
  const [formError, setFormError] = useState<string | null>(null);
  const verify = useVerifyResetDob();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (verify.isPending) return;
    setFormError(null);
    const invalid = validateDateOfBirth(parts, dobYearRange());
    setFieldError(invalid ?? undefined);
    if (invalid) return;
    verify.mutate(
      { token, dateOfBirth: toIsoDate(parts) },
      {
        onSuccess: () => onVerified(parts),
        onError: (error) => {
          const problem = tokenProblemOf(error);
          if (problem) return onTokenProblem(problem);
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
          setFormError(generalErrorOf(error, DOB_CHECK_FAILED_MESSAGE));
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
        id="reset-dob"
        value={parts}
        onChange={(next: DateParts) => {
          setParts(next);
        }}
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
