import { useLingui } from '@lingui/react/macro';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { PATHS } from '#contract/page-paths';
import { useBootstrap } from '#web/lib/bootstrap.tsx';
import { withFlash } from '#web/lib/flash.ts';
import { loadDocument } from '#web/lib/load-document.ts';
import { useFocusOnMount } from '#web/lib/use-focus-on-mount.ts';
import { AuthCodeForm } from '#web/ui/auth-code-form.tsx';
import { submitSetupCode } from '../api/two-factor';
import { LeavePendingLoginButton, useLeavePendingLogin } from '../components/leave-pending-login';
import { TwoFactorCard } from '../components/two-factor-card';
import {
  classifyTwoFactorError,
  readSetupState,
  type SetupLocationState,
} from '../components/two-factor-state';
import { TWO_FACTOR_TEXTS } from '../components/two-factor-texts';

/**
 * /two-fa-code-setup (spec sections 2.14, 4 Two-factor login): 'Enable two factor authentication'
 * with the code boxes. The first pass (isFirst) sends a 'temporary' code and comes back here with
 * isFirst false and empty boxes; the second sends a 'complete' code, which switches two-factor on
 * and signs in, and goes to /app/home/ with a success message (a full page load into the
 * signed-in app; the message travels in the history entry). Close forgets the pending login.
 */
export function Component() {
  const { session } = useBootstrap();
  const location = useLocation();
  if (session) return <Navigate to={PATHS.home} replace />;
  // A new pass (isFirst true → false) is a new navigation: the form starts afresh.
  return <CodeSetup key={location.key} state={readSetupState(location.state)} />;
}

function CodeSetup({ state }: { state: SetupLocationState }) {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const { toLogin } = useLeavePendingLogin();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  // Without router state (e.g. the address typed in) the set-up starts at its first pass.
  const isFirst = state.isFirst ?? true;
  const isFromActivation = state.isFromActivation ?? false;

  const submit = async (code: string) => {
    try {
      const result = await submitSetupCode({ code, step: isFirst ? 'temporary' : 'complete' });
      if (result.outcome === 'verified') {
        navigate(PATHS.twoFactorCodeSetup, { state: { isFirst: false, isFromActivation } });
        return undefined;
      }
      // Signed in: a new document, with the session in its bootstrap.
      loadDocument(PATHS.home, { replace: true, state: withFlash(t(TWO_FACTOR_TEXTS.enabledFlash)) });
      return undefined;
    } catch (error) {
      const failure = classifyTwoFactorError(error, i18n);
      if (failure.kind === 'no-pending-login') {
        toLogin();
        return undefined;
      }
      if (failure.kind === 'out-of-order') {
        const first: SetupLocationState = { isFirst: true, isFromActivation, errorLines: failure.lines };
        navigate(PATHS.twoFactorCodeSetup, { replace: true, state: first });
        return undefined;
      }
      return failure.lines;
    }
  };

  return (
    <TwoFactorCard
      heading={t(TWO_FACTOR_TEXTS.setupHeading)}
      headingRef={headingRef}
      isFromActivation={isFromActivation}
    >
      <AuthCodeForm
        submitLabel={isFirst ? t(TWO_FACTOR_TEXTS.next) : t(TWO_FACTOR_TEXTS.verify)}
        hint={isFirst ? t(TWO_FACTOR_TEXTS.setupFirstHint) : t(TWO_FACTOR_TEXTS.setupSecondHint)}
        initialErrorLines={state.errorLines}
        onSubmit={submit}
        secondaryActions={<LeavePendingLoginButton label={t(TWO_FACTOR_TEXTS.close)} />}
      />
    </TwoFactorCard>
  );
}
