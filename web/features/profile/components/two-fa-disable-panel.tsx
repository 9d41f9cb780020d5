import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { twoFactorDisableRequestSchema } from '#contract/two-factor-requests';
import { TWO_FACTOR_REASON_MAX_LENGTH } from '#contract/two-factor-rules';
import { errorLinesOf } from '#web/lib/api-error-lines.ts';
import { usePortalForm } from '#web/lib/use-portal-form.ts';
import { Alert } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { ErrorLinesAlert } from '#web/ui/error-lines-alert.tsx';
import { TextArea } from '#web/ui/text-area.tsx';
import { useDisableTwoFactor } from '../api/two-factor';
import { PanelActions } from './panel-parts';
import { PROFILE_TEXTS } from './profile-texts';

/**
 * The two-fa-disable panel (spec 2.16; a reason is required, spec 5, checked with the Worker's
 * schema of the call and sent trimmed). Where the client enforces two-factor, it warns that the
 * next sign-in will ask to set it up again.
 */
export function TwoFaDisablePanel({ enforced, onDisabled }: { enforced: boolean; onDisabled: () => void }) {
  const { t } = useLingui();
  const disable = useDisableTwoFactor();
  const [failure, setFailure] = useState<{ lines: string[]; attempt: number } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = usePortalForm(twoFactorDisableRequestSchema, { defaultValues: { reason: '' } });

  const submit = async ({ reason }: { reason: string }) => {
    try {
      await disable.mutateAsync(reason);
      onDisabled();
    } catch (error) {
      setFailure((previous) => ({
        lines: errorLinesOf(error, t(PROFILE_TEXTS.somethingWrong)),
        attempt: (previous?.attempt ?? 0) + 1,
      }));
    }
  };

  return (
    <form noValidate className={formClass} onSubmit={handleSubmit(submit)}>
      {failure ? <ErrorLinesAlert key={failure.attempt} lines={failure.lines} /> : null}
      <p>{t(PROFILE_TEXTS.disableIntro)}</p>
      {enforced ? (
        <Alert variant="info">
          <p>{t(PROFILE_TEXTS.enforcedWarning)}</p>
        </Alert>
      ) : null}
      <TextArea
        label={t(PROFILE_TEXTS.reasonLabel)}
        hint={t(PROFILE_TEXTS.reasonHint)}
        required
        maxLength={TWO_FACTOR_REASON_MAX_LENGTH}
        error={errors.reason?.message}
        {...register('reason')}
      />
      <PanelActions>
        <Button type="submit" disabled={disable.isPending}>
          {t(PROFILE_TEXTS.disable)}
        </Button>
      </PanelActions>
    </form>
  );
}

const formClass = css({ display: 'flex', flexDirection: 'column', gap: '5' });
