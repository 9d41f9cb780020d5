import { css } from 'styled-system/css';
import { APPROVAL_TEXTS, type ApprovalDecision } from '#contract/approval-rules';
import { Alert } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { actionsRowClass } from '#web/ui/dashboard-styles.ts';
import { Dialog } from '#web/ui/dialog.tsx';

/** Nothing ticked: 'No selections to approve, please review your choice' with Close (spec 4). */
export function NothingTickedDialog({
  decision,
  onClose,
}: {
  decision: ApprovalDecision | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={decision !== null}
      onClose={onClose}
      closeLabel={null}
      title={decision ? APPROVAL_TEXTS.nothingTicked[decision] : ''}
    >
      <div className={actionsRowClass}>
        <Button onClick={onClose}>{APPROVAL_TEXTS.close}</Button>
      </div>
    </Dialog>
  );
}

/**
 * 'Are you sure you would like to approve these selections?' with Cancel and the action, which
 * reads 'Processing...' and stays disabled while the decision is sent (spec section 4).
 */
export function ConfirmDecisionDialog({
  decision,
  pending,
  error,
  onCancel,
  onConfirm,
}: {
  decision: ApprovalDecision | null;
  pending: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog
      open={decision !== null}
      onClose={onCancel}
      closeLabel={null}
      closeOnEscape={!pending}
      closeOnOverlayClick={!pending}
      title={decision ? APPROVAL_TEXTS.confirm[decision] : ''}
    >
      <div className={bodyClass}>
        {error ? <Alert variant="error">{error}</Alert> : null}
        <div className={actionsRowClass}>
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            {APPROVAL_TEXTS.cancel}
          </Button>
          <Button onClick={onConfirm} disabled={pending} aria-busy={pending || undefined}>
            {pending ? APPROVAL_TEXTS.processing : decision ? APPROVAL_TEXTS[decision] : ''}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

const bodyClass = css({ display: 'flex', flexDirection: 'column', gap: '4' });
