import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { BENEFIT_TEXTS } from '#contract/benefit-rules';
import { errorLinesOf } from '#web/lib/api-error-lines.ts';
import { Alert } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { SidePanel } from '#web/ui/side-panel.tsx';
import { useOptOut, useResetSelection, useWithdrawSelection } from '../api/benefits';

/** The panels' texts, each a message read in the page's language where it is shown. */
export const OPT_OUT_TEXTS = {
  open: msg`Opt out`,
  title: msg`Opt out of this benefit`,
  confirm: msg`Yes, opt out`,
  cancel: msg`Cancel`,
  question: (name: string) =>
    msg`Are you sure you want to opt out of ${name}? Your cover ends on the last day of this month.`,
} as const;

/** The reset of a request still awaiting approval (docs/decisions/017: the spec gives no texts). */
export const WITHDRAW_TEXTS = {
  open: msg`Withdraw request`,
  title: msg`Withdraw your request`,
  confirm: msg`Yes, withdraw it`,
  cancel: msg`Cancel`,
  question: (name: string) =>
    msg`Are you sure you want to withdraw your request for ${name}? Your employer will no longer be asked to approve it.`,
  done: msg`Your request has been withdrawn.`,
} as const;

/**
 * The reset of a live selection's temporary selection (docs/decisions/046: the spec gives no texts).
 * Its question names the day the change would have applied.
 */
export const RESET_TEXTS = {
  open: msg`Reset selection`,
  title: msg`Reset your selection`,
  confirm: msg`Yes, reset it`,
  cancel: msg`Cancel`,
  question: (name: string) =>
    msg`Are you sure you want to reset ${name}? The change you asked for will be dropped and your current cover stays as it is.`,
  done: msg`Your selection has been reset.`,
} as const;

export type ConfirmKind = 'opt-out' | 'withdraw' | 'reset';

/** What each panel says: its title, question, and its buttons. */
interface ConfirmTexts {
  title: MessageDescriptor;
  confirm: MessageDescriptor;
  cancel: MessageDescriptor;
  question: (name: string) => MessageDescriptor;
}

const TEXTS_OF: Record<ConfirmKind, ConfirmTexts> = {
  'opt-out': OPT_OUT_TEXTS,
  withdraw: WITHDRAW_TEXTS,
  reset: RESET_TEXTS,
};

const actionsClass = css({ display: 'flex', gap: '3', flexWrap: 'wrap' });

/**
 * The opt-out panel (spec 2.16): a confirmation before a selection is ended. The same panel
 * withdraws a request still awaiting approval ('withdraw'), which removes it instead of ending cover
 * that never began, and resets a live selection's change still to come ('reset', the spec's reset
 * call), back to the saved selection.
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
  kind?: ConfirmKind;
  open: boolean;
  onClose: () => void;
  onClosed: () => void;
  benefitName: string;
  selectionId: number;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const optOut = useOptOut();
  const withdraw = useWithdrawSelection();
  const reset = useResetSelection();
  const call = kind === 'withdraw' ? withdraw : kind === 'reset' ? reset : optOut;
  const texts = TEXTS_OF[kind];
  return (
    <SidePanel open={open} onClose={onClose} onClosed={onClosed} title={t(texts.title)}>
      <p>{t(texts.question(benefitName))}</p>
      {call.isError ? (
        <Alert variant="error">{errorLinesOf(call.error, BENEFIT_TEXTS.setupFailed).join(' ')}</Alert>
      ) : null}
      <div className={actionsClass}>
        <Button
          variant="primary"
          disabled={call.isPending}
          onClick={() => call.mutate(selectionId, { onSuccess: onDone })}
        >
          {call.isPending ? t`Processing...` : t(texts.confirm)}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t(texts.cancel)}
        </Button>
      </div>
    </SidePanel>
  );
}
