import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { css } from 'styled-system/css';
import { PASSWORD_TEXTS } from '../../../../worker/contract/password-policy';
import { RECOVERY_ERROR_CODES, RECOVERY_TEXTS } from '../../../../worker/contract/recovery';
import { ApiRequestError } from '../../../lib/api-client';
import { Alert } from '../../../ui/alert';
import { Button, ButtonLink } from '../../../ui/button';
import { type DateParts, toIsoDate } from '../../../ui/date-of-birth-rules';
import { NewPasswordField, newPasswordError } from '../../../ui/new-password-field';
import {
  generalErrorOf,
  resetDestination,
  type TokenProblem,
  tokenProblemOf,
  useResetPassword,
} from '../api/reset-password';

/**
 * Step 2 of the reset wizard (Password): the new password with its live checklist. It submits only
 * once every rule passes (spec section 5). A rejected password is the field's error with the
 * 'Password reset failed' alert; a date of birth the server now refuses sends the person back to
 * step 1; on success they go to the server's redirect URL.
 */
export function ResetPasswordStep({
  token,
  dob,
  onTokenProblem,
  onDobRejected,
  onErrorChange,
}: {
  token: string;
  dob: DateParts;
  onTokenProblem: (problem: TokenProblem) => void;
  onDobRejected: (message: string) => void;
  /** Whether the password field shows an error, for the progress bar. */
  onErrorChange: (hasError: boolean) => void;
}) {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [valid, setValid] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const reset = useResetPassword();

  useEffect(() => {
    onErrorChange(Boolean(fieldError));
  }, [fieldError, onErrorChange]);
  useEffect(() => () => onErrorChange(false), [onErrorChange]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reset.isPending) return;
    setFormError(null);
    const invalid = newPasswordError(password, valid);
    setFieldError(invalid ?? undefined);
    if (invalid) return;
    reset.mutate(
      { token, dateOfBirth: toIsoDate(dob), password },
      {
        onSuccess: ({ redirectUrl }) => {
          const destination = resetDestination(redirectUrl);
          if (destination.kind === 'load') window.location.assign(destination.url);
          else navigate(destination.to, { replace: true });
        },
        onError: (error) => {
          const problem = tokenProblemOf(error);
          if (problem) return onTokenProblem(problem);
          if (error instanceof ApiRequestError && error.code === RECOVERY_ERROR_CODES.dobMismatch) {
            return onDobRejected(RECOVERY_TEXTS.dobMismatch);
          }
          const dobField =
            error instanceof ApiRequestError ? error.body.error.fields?.dateOfBirth : undefined;
          if (dobField) return onDobRejected(dobField);
          if (error instanceof ApiRequestError && error.code === RECOVERY_ERROR_CODES.passwordRejected) {
            setFieldError(error.body.error.fields?.password ?? PASSWORD_TEXTS.unmet);
            setFormError(RECOVERY_TEXTS.resetFailed);
            return;
          }
          if (error instanceof ApiRequestError && error.body.error.fields) {
            setFormError(RECOVERY_TEXTS.reviewForm);
            return;
          }
          setFormError(generalErrorOf(error, RECOVERY_TEXTS.resetFailed));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className={formClass} aria-busy={reset.isPending || undefined}>
      {formError ? (
        <Alert variant="error">
          <p>{formError}</p>
        </Alert>
      ) : null}
      <NewPasswordField
        value={password}
        onChange={(next: string) => {
          setPassword(next);
          setFieldError(undefined);
        }}
        context={{ token }}
        error={fieldError}
        onValidityChange={setValid}
      />
      <div className={actionsClass}>
        <ButtonLink to="/" variant="secondary">
          Cancel
        </ButtonLink>
        <Button type="submit">Reset password</Button>
      </div>
    </form>
  );
}

const formClass = css({ display: 'flex', flexDirection: 'column', gap: '6' });

const actionsClass = css({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: '3',
});
