import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { DateParts } from '#web/ui/date-of-birth-rules.ts';
import { DateOfBirthStep, DOB_CHECK_FAILED_MESSAGE } from '#web/ui/date-of-birth-step.tsx';
import { generalErrorOf, type TokenProblem, tokenProblemOf, verifyResetDob } from '../api/reset-password';

const EMPTY: DateParts = { day: '', month: '', year: '' };

/**
 * Step 1 of the reset wizard (Verify): the date of birth, checked here first (spec section 5) and
 * then by the server. A mismatch is the field's error; a token problem ends the wizard; network
 * and other failures are an alert.
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
  const { t } = useLingui();
  const [parts, setParts] = useState<DateParts>(EMPTY);
  return (
    <DateOfBirthStep
      id="reset-dob"
      value={parts}
      onChange={setParts}
      initialError={initialError}
      verify={(dateOfBirth) => verifyResetDob({ token, dateOfBirth })}
      onVerified={onVerified}
      onError={(error) => {
        const problem = tokenProblemOf(error);
        if (!problem) return generalErrorOf(error, t(DOB_CHECK_FAILED_MESSAGE));
        onTokenProblem(problem);
        return 'handled';
      }}
    />
  );
}
