import { useLingui } from '@lingui/react/macro';
import { RECOVERY_ERROR_CODES } from '#contract/recovery-rules';
import { ApiRequestError } from '#web/lib/api-client.ts';
import type { DateParts } from '#web/ui/date-of-birth-rules.ts';
import { DateOfBirthStep, DOB_CHECK_FAILED_MESSAGE } from '#web/ui/date-of-birth-step.tsx';
import { failureMessageOf, verifyActivationDob } from '../api/activation';

/**
 * Step 1 of activation: the date of birth, checked here first (spec section 5), then by the
 * server (POST /api/activation/:id/dob). A mismatch is the field's error; activation_failed ends
 * the activation; other failures are an alert.
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
  const { t } = useLingui();
  return (
    <DateOfBirthStep
      id="activation-dob"
      value={value}
      onChange={onChange}
      initialError={initialError}
      verify={(dateOfBirth) => verifyActivationDob({ id, dateOfBirth })}
      onVerified={onVerified}
      onError={(error) => {
        if (error instanceof ApiRequestError && error.code === RECOVERY_ERROR_CODES.activationFailed) {
          onActivationFailed();
          return 'handled';
        }
        return failureMessageOf(error, t(DOB_CHECK_FAILED_MESSAGE));
      }}
    />
  );
}
