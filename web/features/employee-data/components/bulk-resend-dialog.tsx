import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { css } from 'styled-system/css';
import { EMPLOYEE_DATA_TEXTS as TEXTS } from '#contract/employee-data-texts';
import { Alert } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { Dialog } from '#web/ui/dialog.tsx';
import { useResendAllWelcomeEmails } from '../api/employee-data';

/**
 * Resending the welcome e-mail to every employee not registered yet: a confirmation that says how
 * many, then what was sent. The action reads 'Processing...' and stays disabled while it is sent,
 * so one confirmation sends one e-mail each.
 */
export function BulkResendDialog({
  open,
  count,
  onClose,
}: {
  open: boolean;
  count: number;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const resend = useResendAllWelcomeEmails();
  const pending = resend.isPending;
  // A second press before the button is disabled (a double click) sends nothing more.
  const sending = useRef(false);
  const send = () => {
    if (sending.current) return;
    sending.current = true;
    resend.mutate(undefined, {
      onSettled: () => {
        sending.current = false;
      },
    });
  };
  const title = t(
    resend.isSuccess
      ? TEXTS.bulkResendDone(resend.data.sent)
      : count === 0
        ? TEXTS.bulkResendNone
        : TEXTS.bulkResendConfirm(count),
  );
  return (
    <Dialog
      open={open}
      onClose={onClose}
      onClosed={() => resend.reset()}
      closeLabel={null}
      closeOnEscape={!pending}
      closeOnOverlayClick={!pending}
      title={title}
    >
      <div className={bodyClass}>
        {resend.isError ? <Alert variant="error">{t(TEXTS.resendError)}</Alert> : null}
        <div className={actionsClass}>
          {resend.isSuccess || count === 0 ? (
            <Button onClick={onClose}>{t(TEXTS.close)}</Button>
          ) : (
            <>
              <Button variant="secondary" onClick={onClose} disabled={pending}>
                {t(TEXTS.cancel)}
              </Button>
              <Button onClick={send} disabled={pending} aria-busy={pending || undefined}>
                {t(pending ? TEXTS.processing : TEXTS.confirm)}
              </Button>
            </>
          )}
        </div>
      </div>
    </Dialog>
  );
}

const bodyClass = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const actionsClass = css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'center' });
