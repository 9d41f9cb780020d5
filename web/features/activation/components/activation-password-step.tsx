import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { css } from 'styled-system/css';
import { PASSWORD_TEXTS } from '../../../../worker/contract/password-policy';
import { RECOVERY_ERROR_CODES, RECOVERY_TEXTS } from '../../../../worker/contract/recovery';
import { ApiRequestError } from '../../../lib/api-client';
import { useSetSession } from '../../../lib/session';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { type DateParts, toIsoDate } from '../../../ui/date-of-birth-rules';
import { NewPasswordField, newPasswordError } from '../../../ui/new-password-field';
import { failureMessageOf, useCompleteActivation } from '../api/activation';

/** Ours (docs/decisions/009-wizards.md). */
export const ACTIVATE_BUTTON_LABEL = 'Activate account';
export const TWO_FACTOR_SETUP_PATH = '/two-fa-qr-setup/';
export const SIGNED_IN_PATH = '/app/home/';

/**
 * Step 2 of activation: the new password with its live checklist (POST /api/password/check with
 * the activation id). It submits only once every rule passes, with the device token; 'signed-in'
 * stores the session and goes home, 'two-factor-setup' goes on to the QR set-up page.
 */
export function ActivationPasswordStep({
  id,
  dob,
  onBack,
  onDobRejected,
  onActivationFailed,
}: {
  id: string;
  dob: DateParts;
  onBack: () => void;
  onDobRejected: (message: string) => void;
  onActivationFailed: () => void;
}) {
  const navigate = useNavigate();
  const setSession = useSetSession();
  const [password, setPassword] = useState('');
  const [valid, setValid] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const complete = useCompleteActivation();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (complete.isPending) return;
    setFormError(null);
    const invalid = newPasswordError(password, valid);
    setFieldError(invalid ?? undefined);
    if (invalid) return;
    complete.mutate(
      { id, dateOfBirth: toIsoDate(dob), password },
      {
        onSuccess: (result) => {
          if (result.outcome === 'two-factor-setup') {
            navigate(TWO_FACTOR_SETUP_PATH, { state: { isFromActivation: true } });
            return;
          }
          setSession(result.session);
          navigate(SIGNED_IN_PATH, { replace: true });
        },
        onError: (error) => {
          if (!(error instanceof ApiRequestError))
            return setFormError(RECOVERY_TEXTS.activationRequestFailed);
          switch (error.code) {
            case RECOVERY_ERROR_CODES.activationFailed:
              return onActivationFailed();
            case RECOVERY_ERROR_CODES.dobMismatch:
              return onDobRejected(RECOVERY_TEXTS.dobMismatch);
            case RECOVERY_ERROR_CODES.passwordRejected:
              setFieldError(error.body.error.fields?.password ?? PASSWORD_TEXTS.unmet);
              setFormError(RECOVERY_TEXTS.reviewForm);
              return;
            default:
              setFormError(failureMessageOf(error, RECOVERY_TEXTS.activationRequestFailed));
          }
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className={formClass} aria-busy={complete.isPending || undefined}>
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
        context={{ activationId: id }}
        error={fieldError}
        onValidityChange={setValid}
      />
      <div className={actionsClass}>
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button type="submit">{ACTIVATE_BUTTON_LABEL}</Button>
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
