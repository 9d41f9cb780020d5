import { css } from 'styled-system/css';
import { BENEFIT_TEXTS } from '#contract/benefit-rules';
import { errorLinesOf } from '#web/lib/api-error-lines.ts';
import { Alert } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { SidePanel } from '#web/ui/side-panel.tsx';
import { useOptOut, useResetSelection } from '../api/benefits';

export const OPT_OUT_TEXTS = {
  open: 'Opt out',
  title: 'Opt out of this benefit',
  confirm: 'Yes, opt out',
  cancel: 'Cancel',
  question: (name: string) =>
    `Are you sure you want to opt out of ${name}? Your cover ends on the last day of this month.`,
} as const;

/** The reset of a request still awaiting approval (docs/decisions/017: the spec gives no texts). */
export const WITHDRAW_TEXTS = {
  open: 'Withdraw request',
  title: 'Withdraw your request',
  confirm: 'Yes, withdraw it',
  cancel: 'Cancel',
  question: (name: string) =>
    `Are you sure you want to withdraw your request for ${name}? Your employer will no longer be asked to approve it.`,
  done: 'Your request has been withdrawn.',
} as const;

const actionsClass = css({ display: 'flex', gap: '3', flexWrap: 'wrap' });

/**
 * The opt-out panel (spec 2.16): a confirmation before a selection is ended. The same panel
 * withdraws a request still awaiting approval ('withdraw', the reset call), which removes it
 * instead of ending cover that never began.
 */
export function OptOutPanel({
  kind = 'opt-out',
  open,
  onClose,
  onClosed,
  benefitName,
  selectionId,
  onDone,
}: {
  kind?: 'opt-out' | 'withdraw';
  open: boolean;
  onClose: () => void;
  onClosed: () => void;
  benefitName: string;
  selectionId: number;
  onDone: () => void;
}) {
  const optOut = useOptOut();
  const reset = useResetSelection();
  const call = kind === 'withdraw' ? reset : optOut;
  const texts = kind === 'withdraw' ? WITHDRAW_TEXTS : OPT_OUT_TEXTS;
  return (
    <SidePanel open={open} onClose={onClose} onClosed={onClosed} title={texts.title}>
      <p>{texts.question(benefitName)}</p>
      {call.isError ? (
        <Alert variant="error">{errorLinesOf(call.error, BENEFIT_TEXTS.setupFailed).join(' ')}</Alert>
      ) : null}
      <div className={actionsClass}>
        <Button
          variant="primary"
          disabled={call.isPending}
          onClick={() => call.mutate(selectionId, { onSuccess: onDone })}
        >
          {call.isPending ? 'Processing...' : texts.confirm}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {texts.cancel}
        </Button>
      </div>
    </SidePanel>
  );
}
