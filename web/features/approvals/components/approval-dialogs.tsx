import { Trans, useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import type { ApprovalDecision } from '#contract/approval-rules';
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
  const { t } = useLingui();
  const title =
    decision === 'approve'
      ? t`No selections to approve, please review your choice`
      : decision === 'reject'
        ? t`No selections to reject, please review your choice`
        : '';
  return (
    <Dialog open={decision !== null} onClose={onClose} closeLabel={null} title={title}>
      <div className={actionsRowClass}>
        <Button onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
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
  const { t } = useLingui();
  const title =
    decision === 'approve'
      ? t`Are you sure you would like to approve these selections?`
      : decision === 'reject'
        ? t`Are you sure you would like to reject these selections?`
        : '';
  const action = decision === 'approve' ? t`Approve` : decision === 'reject' ? t`Reject` : '';
  return (
    <Dialog
      open={decision !== null}
      onClose={onCancel}
      closeLabel={null}
      closeOnEscape={!pending}
      closeOnOverlayClick={!pending}
      title={title}
    >
      <div className={bodyClass}>
        {error ? <Alert variant="error">{error}</Alert> : null}
        <div className={actionsRowClass}>
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={onConfirm} disabled={pending} aria-busy={pending || undefined}>
            {pending ? <Trans>Processing...</Trans> : action}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

const bodyClass = css({ display: 'flex', flexDirection: 'column', gap: '4' });
