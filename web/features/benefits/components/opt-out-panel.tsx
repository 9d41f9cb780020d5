import { css } from 'styled-system/css';
import { BENEFIT_TEXTS } from '../../../../worker/contract/benefit-rules';
import { errorLinesOf } from '../../../lib/api-error-lines';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { SidePanel } from '../../../ui/side-panel';
import { useOptOut } from '../api/benefits';

export const OPT_OUT_TEXTS = {
  open: 'Opt out',
  title: 'Opt out of this benefit',
  confirm: 'Yes, opt out',
  cancel: 'Cancel',
  question: (name: string) =>
    `Are you sure you want to opt out of ${name}? Your cover ends on the last day of this month.`,
} as const;

const actionsClass = css({ display: 'flex', gap: '3', flexWrap: 'wrap' });

/** The opt-out panel (spec 2.16): a confirmation before the selection is ended. */
export function OptOutPanel({
  open,
  onClose,
  onClosed,
  benefitName,
  selectionId,
  onDone,
}: {
  open: boolean;
  onClose: () => void;
  onClosed: () => void;
  benefitName: string;
  selectionId: number;
  onDone: () => void;
}) {
  const optOut = useOptOut();
  return (
    <SidePanel open={open} onClose={onClose} onClosed={onClosed} title={OPT_OUT_TEXTS.title}>
      <p>{OPT_OUT_TEXTS.question(benefitName)}</p>
      {optOut.isError ? (
        <Alert variant="error">{errorLinesOf(optOut.error, BENEFIT_TEXTS.setupFailed).join(' ')}</Alert>
      ) : null}
      <div className={actionsClass}>
        <Button
          variant="primary"
          disabled={optOut.isPending}
          onClick={() => optOut.mutate(selectionId, { onSuccess: onDone })}
        >
          {optOut.isPending ? 'Processing...' : OPT_OUT_TEXTS.confirm}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {OPT_OUT_TEXTS.cancel}
        </Button>
      </div>
    </SidePanel>
  );
}
