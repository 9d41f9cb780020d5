import { useLingui } from '@lingui/react/macro';
import type { TwoFactorEnrolment } from '#contract/two-factor';
import { Button } from '#web/ui/button.tsx';
import { ErrorLinesAlert } from '#web/ui/error-lines-alert.tsx';
import { AuthenticatorEnrolment } from '#web/ui/qr-code.tsx';
import { PanelActions, PanelStatus } from './panel-parts';
import { PROFILE_TEXTS } from './profile-texts';

export type EnrolmentState =
  | { status: 'pending' }
  | { status: 'error'; lines: string[] }
  | { status: 'ready'; enrolment: TwoFactorEnrolment };

/**
 * The two-fa-qr panel (spec 2.16): the QR code and key of a new secret for the authenticator app,
 * then 'Enter the code' on to the two-fa-code panel.
 */
export function TwoFaQrPanel({
  state,
  onRetry,
  onEnterCode,
}: {
  state: EnrolmentState;
  onRetry: () => void;
  onEnterCode: () => void;
}) {
  const { t } = useLingui();
  if (state.status === 'pending') return <PanelStatus>{t(PROFILE_TEXTS.loadingQr)}</PanelStatus>;
  if (state.status === 'error') {
    return (
      <>
        <ErrorLinesAlert lines={state.lines} />
        <PanelActions>
          <Button onClick={onRetry}>{t(PROFILE_TEXTS.tryAgain)}</Button>
        </PanelActions>
      </>
    );
  }
  return (
    <>
      <AuthenticatorEnrolment otpauthUrl={state.enrolment.otpauthUrl} secret={state.enrolment.secret} />
      <PanelActions>
        <Button onClick={onEnterCode}>{t(PROFILE_TEXTS.enterTheCode)}</Button>
      </PanelActions>
    </>
  );
}
