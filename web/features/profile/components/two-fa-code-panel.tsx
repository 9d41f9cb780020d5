import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { TWO_FACTOR_ERROR_CODES } from '#contract/two-factor-rules';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { errorLinesOf } from '#web/lib/api-error-lines.ts';
import { AuthCodeForm } from '#web/ui/auth-code-form.tsx';
import { useVerifyCode } from '../api/two-factor';
import { PROFILE_TEXTS } from './profile-texts';

/**
 * The two-fa-code panel (spec 2.16, as the set-up page of 2.14): Next sends a first code as
 * 'temporary', then Verify sends a second as 'complete', which switches two-factor on. Refused
 * codes show the server's lines (spec section 8).
 */
export function TwoFaCodePanel({ onEnabled }: { onEnabled: () => void }) {
  const { t } = useLingui();
  const verify = useVerifyCode();
  const [pass, setPass] = useState<{ isFirst: boolean; carried?: string[]; round: number }>({
    isFirst: true,
    round: 0,
  });

  const submit = async (code: string) => {
    try {
      const result = await verify.mutateAsync({ code, step: pass.isFirst ? 'temporary' : 'complete' });
      if (result.outcome === 'verified') {
        setPass((previous) => ({ isFirst: false, round: previous.round + 1 }));
        return undefined;
      }
      onEnabled();
      return undefined;
    } catch (error) {
      const lines = errorLinesOf(error, t(PROFILE_TEXTS.somethingWrong));
      if (error instanceof ApiRequestError && error.code === TWO_FACTOR_ERROR_CODES.setupOutOfOrder) {
        setPass((previous) => ({ isFirst: true, carried: lines, round: previous.round + 1 }));
        return undefined;
      }
      return lines;
    }
  };

  return (
    <AuthCodeForm
      // Each pass starts with empty boxes and focus in the first.
      key={pass.round}
      autoFocus
      submitLabel={t(pass.isFirst ? PROFILE_TEXTS.next : PROFILE_TEXTS.verify)}
      hint={t(pass.isFirst ? PROFILE_TEXTS.codeFirstHint : PROFILE_TEXTS.codeSecondHint)}
      initialErrorLines={pass.carried}
      onSubmit={submit}
    />
  );
}
