import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useController } from 'react-hook-form';
import { css } from 'styled-system/css';
import * as z from 'zod/mini';
import { activationDobRequestSchema } from '#contract/recovery-requests';
import { RECOVERY_ERROR_CODES, RECOVERY_TEXTS } from '#contract/recovery-rules';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { usePortalForm } from '#web/lib/use-portal-form.ts';
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
export const DOB_CHECK_FAILED_MESSAGE = msg`We could not check your date of birth. Please try again.`;

/** A date of birth lies between 1900 and this year. */
export function dobYearRange(
  now: Date = new Date(),
): Required<Pick<DateOfBirthRuleOptions, 'minYear' | 'maxYear'>> {
  return { minYear: DEFAULT_MIN_YEAR, maxYear: now.getFullYear() };
}

/**
 * The date group's form: its three parts judged by the spec's rules (web/ui/date-of-birth-rules,
 * with this year as the latest), then made YYYY-MM-DD and checked with the contract's date of
 * birth, the one the Worker validates POST /api/activation/:id/dob and /api/password/reset/verify-dob with.
 */
const dateOfBirthFormSchema = z.object({
  dateOfBirth: z.pipe(
    z.pipe(
      z.object({ day: z.string(), month: z.string(), year: z.string() }).check((payload) => {
        const problem = validateDateOfBirth(payload.value, dobYearRange());
        if (problem) payload.issues.push({ code: 'custom', message: problem, input: payload.value });
      }),
      z.transform(toIsoDate),
    ),
    activationDobRequestSchema.shape.dateOfBirth,
  ),
});

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
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = usePortalForm(dateOfBirthFormSchema, {
    defaultValues: { dateOfBirth: value },
    // The date is judged whole, on Next: not while one of its parts is being typed.
    reValidateMode: 'onSubmit',
  });
  const { field } = useController({ control, name: 'dateOfBirth' });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the error a later step brought back, once
  useEffect(() => {
    if (initialError) setError('dateOfBirth', { type: 'server', message: initialError });
  }, []);

  const submit = async ({ dateOfBirth }: { dateOfBirth: string }) => {
    setFormError(null);
    const parts = getValues('dateOfBirth');
    try {
      await verify(dateOfBirth);
      onVerified(parts);
    } catch (error) {
      const alert = onError(error);
      if (alert === 'handled') return;
      const refused = dobFieldErrorOf(error);
      if (refused) setError('dateOfBirth', { type: 'server', message: refused });
      else setFormError(alert);
    }
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(submit, () => setFormError(null))}
      className={formClass}
      aria-busy={isSubmitting || undefined}
    >
      {formError ? (
        <Alert variant="error">
          <p>{formError}</p>
        </Alert>
      ) : null}
      <DateOfBirthInput
        id={id}
        value={field.value}
        onChange={(parts) => {
          field.onChange(parts);
          onChange(parts);
        }}
        error={errors.dateOfBirth?.message}
        {...dobYearRange()}
      />
      <div className={actionsClass}>
        <Button type="submit">
          <Trans>Next</Trans>
        </Button>
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
