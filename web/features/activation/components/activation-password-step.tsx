import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import * as z from 'zod/mini';
import { PATHS } from '#contract/page-paths';
import { PASSWORD_TEXTS } from '#contract/password-rules';
import { activationCompleteRequestSchema } from '#contract/recovery-requests';
import { RECOVERY_ERROR_CODES, RECOVERY_TEXTS } from '#contract/recovery-rules';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { loadDocument } from '#web/lib/load-document.ts';
import { Button } from '#web/ui/button.tsx';
import { type DateParts, toIsoDate } from '#web/ui/date-of-birth-rules.ts';
import { NewPasswordStep } from '#web/ui/new-password-step.tsx';
import { completeActivation, failureMessageOf } from '../api/activation';

/** Ours (docs/decisions/009-wizards.md). */
export const ACTIVATE_BUTTON_LABEL = msg`Activate account`;

/** The form's field of POST /api/activation/:id/complete (its date and device token come from elsewhere). */
const ACTIVATION_PASSWORD_FORM_SCHEMA = z.pick(activationCompleteRequestSchema, { password: true });

/**
 * Step 2 of activation: the new password with its live checklist (POST /api/password/check with
 * the activation id). It submits only once every rule passes, with the device token; 'signed-in'
 * goes home (a full page load into the signed-in app, whose bootstrap carries the new session),
 * 'two-factor-setup' goes on to the QR set-up page.
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
  const { t } = useLingui();
  const navigate = useNavigate();

  return (
    <NewPasswordStep
      schema={ACTIVATION_PASSWORD_FORM_SCHEMA}
      context={{ activationId: id }}
      submit={({ password }) => completeActivation({ id, dateOfBirth: toIsoDate(dob), password })}
      onSubmitted={(result) => {
        if (result.outcome === 'two-factor-setup') {
          navigate(PATHS.twoFactorQrSetup, { state: { isFromActivation: true } });
          return;
        }
        // Signed in: a new document, with the session in its bootstrap.
        loadDocument(PATHS.home, { replace: true });
      }}
      onError={(error) => {
        if (!(error instanceof ApiRequestError)) return { alert: RECOVERY_TEXTS.activationRequestFailed };
        switch (error.code) {
          case RECOVERY_ERROR_CODES.activationFailed:
            onActivationFailed();
            return 'handled';
          case RECOVERY_ERROR_CODES.dobMismatch:
            onDobRejected(RECOVERY_TEXTS.dobMismatch);
            return 'handled';
          case RECOVERY_ERROR_CODES.passwordRejected:
            return {
              fields: { password: error.body.error.fields?.password ?? PASSWORD_TEXTS.unmet },
              alert: RECOVERY_TEXTS.reviewForm,
            };
          default:
            return { alert: failureMessageOf(error, RECOVERY_TEXTS.activationRequestFailed) };
        }
      }}
      submitLabel={t(ACTIVATE_BUTTON_LABEL)}
      secondaryAction={
        <Button variant="secondary" onClick={onBack}>
          <Trans>Back</Trans>
        </Button>
      }
    />
  );
}
