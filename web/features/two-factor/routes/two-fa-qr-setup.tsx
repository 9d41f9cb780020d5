import { useLingui } from '@lingui/react/macro';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { PATHS } from '#contract/page-paths';
import { useBootstrap } from '#web/lib/bootstrap.tsx';
import { useFocusOnMount } from '#web/lib/use-focus-on-mount.ts';
import { useRequest } from '#web/lib/use-request.ts';
import { Button } from '#web/ui/button.tsx';
import { ErrorLinesAlert } from '#web/ui/error-lines-alert.tsx';
import { AuthenticatorEnrolment } from '#web/ui/qr-code.tsx';
import { WizardStatus } from '#web/ui/wizard-card.tsx';
import { fetchPendingSetup } from '../api/two-factor';
import { LeavePendingLoginButton } from '../components/leave-pending-login';
import { TwoFactorActions } from '../components/two-factor-actions';
import { TwoFactorCard } from '../components/two-factor-card';
import {
  classifyTwoFactorError,
  readSetupState,
  type SetupLocationState,
} from '../components/two-factor-state';
import { TWO_FACTOR_TEXTS } from '../components/two-factor-texts';

/**
 * /two-fa-qr-setup/ (spec sections 2.14, 4 Login "Setup required", 2.7): a sign-in (or an
 * activation) that must set up two-factor shows the QR code and key of its new secret, from the
 * Worker's pending login. 'Enter the code' goes on to /two-fa-code-setup; Close forgets the
 * pending login and returns to the login page. From an activation, the activation progress
 * stands at step 3.
 */
export function Component() {
  const { session } = useBootstrap();
  if (session) return <Navigate to={PATHS.home} replace />;
  return <QrSetup />;
}

function QrSetup() {
  const { i18n, t } = useLingui();
  const { state } = useLocation();
  const navigate = useNavigate();
  const setup = useRequest(fetchPendingSetup, 'pending-setup');
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const fromActivation = setup.status === 'success' ? setup.data.fromActivation : undefined;
  const isFromActivation = readSetupState(state).isFromActivation ?? fromActivation ?? false;

  const closeButton = <LeavePendingLoginButton label={t(TWO_FACTOR_TEXTS.close)} />;

  if (setup.status === 'error') {
    const failure = classifyTwoFactorError(setup.error, i18n);
    if (failure.kind === 'no-pending-login') return <Navigate to={PATHS.login} replace />;
    return (
      <TwoFactorCard
        heading={t(TWO_FACTOR_TEXTS.setupHeading)}
        headingRef={headingRef}
        isFromActivation={isFromActivation}
      >
        <ErrorLinesAlert lines={failure.lines} />
        <TwoFactorActions>
          {closeButton}
          <Button onClick={setup.retry}>{t(TWO_FACTOR_TEXTS.tryAgain)}</Button>
        </TwoFactorActions>
      </TwoFactorCard>
    );
  }

  const next: SetupLocationState = { isFirst: true, isFromActivation };
  return (
    <TwoFactorCard
      heading={t(TWO_FACTOR_TEXTS.setupHeading)}
      headingRef={headingRef}
      isFromActivation={isFromActivation}
    >
      {setup.status === 'success' ? (
        <AuthenticatorEnrolment otpauthUrl={setup.data.otpauthUrl} secret={setup.data.secret} />
      ) : (
        <WizardStatus>{t(TWO_FACTOR_TEXTS.loadingSetup)}</WizardStatus>
      )}
      <TwoFactorActions>
        {closeButton}
        <Button
          disabled={setup.status === 'pending'}
          onClick={() => navigate(PATHS.twoFactorCodeSetup, { state: next })}
        >
          {t(TWO_FACTOR_TEXTS.enterTheCode)}
        </Button>
      </TwoFactorActions>
    </TwoFactorCard>
  );
}
