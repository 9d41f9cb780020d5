import { type FormEvent, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { TWO_FACTOR_REASON_MAX_LENGTH } from '#contract/two-factor-rules';
import { errorLinesOf } from '#web/lib/api-error-lines.ts';
import { Alert } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { ErrorLinesAlert } from '#web/ui/error-lines-alert.tsx';
import { TextArea } from '#web/ui/text-area.tsx';
import { useDisableTwoFactor } from '../api/two-factor';
import { PanelActions } from './panel-parts';
import { PROFILE_TEXTS } from './profile-texts';

/**
 * The two-fa-disable panel (spec 2.16; a reason is required, spec 5). Where the client enforces
 * two-factor, it warns that the next sign-in will ask to set it up again.
 */
export function TwoFaDisablePanel({ enforced, onDisabled }: { enforced: boolean; onDisabled: () => void }) {
  const disable = useDisableTwoFactor();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ lines: string[]; attempt: number } | null>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (disable.isPending) return;
    const trimmed = reason.trim();
    if (!trimmed) {
      setReasonError(PROFILE_TEXTS.reasonRequired);
      reasonRef.current?.focus();
      return;
    }
    setReasonError(null);
    try {
      await disable.mutateAsync(trimmed);
      onDisabled();
    } catch (error) {
      setFailure((previous) => ({
        lines: errorLinesOf(error, PROFILE_TEXTS.somethingWrong),
        attempt: (previous?.attempt ?? 0) + 1,
      }));
    }
  };

  return (
    <form noValidate className={formClass} onSubmit={submit}>
      {failure ? <ErrorLinesAlert key={failure.attempt} lines={failure.lines} /> : null}
      <p>{PROFILE_TEXTS.disableIntro}</p>
      {enforced ? (
        <Alert variant="info">
          <p>{PROFILE_TEXTS.enforcedWarning}</p>
        </Alert>
      ) : null}
      <TextArea
        ref={reasonRef}
        label={PROFILE_TEXTS.reasonLabel}
        hint={PROFILE_TEXTS.reasonHint}
        required
        maxLength={TWO_FACTOR_REASON_MAX_LENGTH}
        value={reason}
        error={reasonError ?? undefined}
        onChange={(event) => {
          setReason(event.currentTarget.value);
          if (reasonError && event.currentTarget.value.trim()) setReasonError(null);
        }}
      />
      <PanelActions>
        <Button type="submit" disabled={disable.isPending}>
          {PROFILE_TEXTS.disable}
        </Button>
      </PanelActions>
    </form>
  );
}

const formClass = css({ display: 'flex', flexDirection: 'column', gap: '5' });
