import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import * as z from 'zod/mini';
import { PATHS } from '#contract/page-paths';
import { PASSWORD_TEXTS } from '#contract/password-rules';
import { resetPasswordRequestSchema } from '#contract/recovery-requests';
import { RECOVERY_ERROR_CODES, RECOVERY_TEXTS } from '#contract/recovery-rules';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { ButtonLink } from '#web/ui/button.tsx';
import { type DateParts, toIsoDate } from '#web/ui/date-of-birth-rules.ts';
import { NewPasswordStep } from '#web/ui/new-password-step.tsx';
import {
  generalErrorOf,
  resetDestination,
  resetPassword,
  type TokenProblem,
  tokenProblemOf,
} from '../api/reset-password';

/** The form's field of POST /api/password/reset (its token and date come from the wizard). */
const RESET_PASSWORD_FORM_SCHEMA = z.pick(resetPasswordRequestSchema, { password: true });

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
  const { t } = useLingui();
  const navigate = useNavigate();

  return (
    <NewPasswordStep
      schema={RESET_PASSWORD_FORM_SCHEMA}
      context={{ token }}
      submit={({ password }) => resetPassword({ token, dateOfBirth: toIsoDate(dob), password })}
      onSubmitted={({ redirectUrl }) => {
        const destination = resetDestination(redirectUrl);
        if (destination.kind === 'load') window.location.assign(destination.url);
        else navigate(destination.to, { replace: true });
      }}
      onError={(error) => {
        const problem = tokenProblemOf(error);
        if (problem) {
          onTokenProblem(problem);
          return 'handled';
        }
        if (!(error instanceof ApiRequestError)) return { alert: RECOVERY_TEXTS.resetFailed };
        const dobError =
          error.code === RECOVERY_ERROR_CODES.dobMismatch
            ? RECOVERY_TEXTS.dobMismatch
            : error.body.error.fields?.dateOfBirth;
        if (dobError) {
          onDobRejected(dobError);
          return 'handled';
        }
        if (error.code === RECOVERY_ERROR_CODES.passwordRejected) {
          return {
            fields: { password: error.body.error.fields?.password ?? PASSWORD_TEXTS.unmet },
            alert: RECOVERY_TEXTS.resetFailed,
          };
        }
        if (error.body.error.fields) return { alert: RECOVERY_TEXTS.reviewForm };
        return { alert: generalErrorOf(error, RECOVERY_TEXTS.resetFailed) };
      }}
      onErrorChange={onErrorChange}
      submitLabel={t`Reset password`}
      secondaryAction={
        <ButtonLink to={PATHS.login} variant="secondary">
          <Trans>Cancel</Trans>
        </ButtonLink>
      }
    />
  );
}
