import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PATHS } from '#contract/page-paths';
import { PUBLIC_PAGE_TITLES } from '#contract/public-page-titles';
import { RECOVERY_ERROR_CODES, RECOVERY_TEXTS, TOKEN_EXPIRED_MESSAGE } from '#contract/recovery-rules';
import { TOKEN_EXPIRED_REDIRECT_MS } from '#contract/spec-constants';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useRequest } from '#web/lib/use-request.ts';
import { Alert } from '#web/ui/alert.tsx';
import { type DateParts, fromUrlDob, toUrlDob, validateDateOfBirth } from '#web/ui/date-of-birth-rules.ts';
import { dobYearRange } from '#web/ui/date-of-birth-step.tsx';
import { ErrorPage } from '#web/ui/error-page.tsx';
import { PageHeading } from '#web/ui/page-heading.tsx';
import { ProgressSteps } from '#web/ui/progress-steps.tsx';
import { WizardCard, WizardStatus } from '#web/ui/wizard-card.tsx';
import { checkResetToken, type TokenProblem, tokenProblemOf } from '../api/reset-password';
import { ResetDobStep } from '../components/reset-dob-step';
import { ResetPasswordStep } from '../components/reset-password-step';

export const RESET_HEADING = PUBLIC_PAGE_TITLES.resetPassword;
export const RESET_STEPS = [msg`Verify`, msg`Password`] as const;
/** Ours (docs/decisions/009-wizards.md). */
export const CHECKING_LINK_MESSAGE = msg`Checking your link...`;
/** Where a link without a token goes: the forgotten-password page, written without its slash here (spec 2.10). */
const FORGOTTEN_PASSWORD_PATH = PATHS.forgottenPassword.replace(/\/$/, '');
const TOKEN_EXPIRED_PATH = `${FORGOTTEN_PASSWORD_PATH}?${TOKEN_EXPIRED_MESSAGE.param}=${TOKEN_EXPIRED_MESSAGE.value}`;

/** The heading of the error page for a failed token check (spec section 8, Password reset). */
function checkFailureOf(error: unknown): TokenProblem {
  const problem = tokenProblemOf(error);
  if (problem) return problem;
  if (error instanceof ApiRequestError && error.code === 'network_error') {
    return { kind: 'invalid', heading: RECOVERY_TEXTS.network };
  }
  if (error instanceof ApiRequestError && error.code === RECOVERY_ERROR_CODES.rateLimited) {
    return { kind: 'invalid', heading: error.message };
  }
  return { kind: 'invalid', heading: RECOVERY_TEXTS.unableToValidate };
}

/** A failure that may pass: the connection, or the upstream failing or timing out (not a refusal). */
function isPassingFailure(error: unknown): boolean {
  if (!(error instanceof ApiRequestError) || tokenProblemOf(error)) return false;
  return error.code === 'network_error' || error.status >= 500;
}

/** Navigation state the password step leaves when the server says the date of birth is wrong. */
interface ResetLocationState {
  dobError?: string;
}

/**
 * /reset-password?token=…&dob=DD-MM-YYYY (spec sections 2.10, 4 Reset flow, 8): the link's token is
 * checked first; step 1 (Verify) asks for the date of birth and, once the server agrees, adds it to
 * the URL as dob; step 2 (Password) is shown whenever the URL has a readable dob. So the step is
 * always derived from the URL, and Back in the browser goes back a step.
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  if (!token) return <Navigate to={FORGOTTEN_PASSWORD_PATH} replace />;
  return <ResetWizard key={token} token={token} />;
}

function ResetWizard({ token }: { token: string }) {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  // Keyed by the token: the steps change the URL, and the token is checked once.
  const check = useRequest((signal) => checkResetToken(token, signal), token);
  // A later call (verify or reset) may also find the token expired or invalid.
  const [laterProblem, setLaterProblem] = useState<TokenProblem | null>(null);
  // The password field's error drops the progress bar back one step (spec section 4).
  const [passwordHasError, setPasswordHasError] = useState(false);

  const problem = laterProblem ?? (check.status === 'error' ? checkFailureOf(check.error) : null);
  const dob = verifiedDobOf(searchParams.get('dob'));

  if (problem?.kind === 'invalid') {
    // The link could not be checked (the upstream failed, not refused it): the person may ask again.
    const retryable = laterProblem === null && check.status === 'error' && isPassingFailure(check.error);
    return <ErrorPage heading={problem.heading} retry={retryable ? { retry: check.retry } : undefined} />;
  }
  if (problem?.kind === 'expired') return <TokenExpired />;
  if (check.status === 'pending') {
    return <WizardStatus>{t(CHECKING_LINK_MESSAGE)}</WizardStatus>;
  }

  const goToPasswordStep = (parts: DateParts) => {
    const next = new URLSearchParams(searchParams);
    next.set('dob', toUrlDob(parts));
    navigate({ search: `?${next.toString()}` });
  };

  const backToDobStep = (dobError: string) => {
    const next = new URLSearchParams(searchParams);
    next.delete('dob');
    navigate({ search: `?${next.toString()}` }, { replace: true, state: { dobError } });
  };

  const current = dob ? 1 : 0;
  return (
    <WizardCard>
      <PageHeading>{t(RESET_HEADING)}</PageHeading>
      <ProgressSteps
        steps={RESET_STEPS.map((step) => t(step))}
        current={current}
        completed={dob && passwordHasError ? current - 1 : current}
      />
      {dob ? (
        <ResetPasswordStep
          token={token}
          dob={dob}
          onTokenProblem={setLaterProblem}
          onDobRejected={backToDobStep}
          onErrorChange={setPasswordHasError}
        />
      ) : (
        <ResetDobStep
          key={location.key}
          token={token}
          initialError={(location.state as ResetLocationState | null)?.dobError}
          onVerified={goToPasswordStep}
          onTokenProblem={setLaterProblem}
        />
      )}
    </WizardCard>
  );
}

/** The URL's dob when it is a real date of birth (DD-MM-YYYY); otherwise the wizard is on step 1. */
function verifiedDobOf(value: string | null): DateParts | null {
  const parts = fromUrlDob(value);
  if (!parts || validateDateOfBirth(parts, dobYearRange()) !== null) return null;
  return parts;
}

/** 'Token has expired', then after TOKEN_EXPIRED_REDIRECT_MS on to the forgotten-password page. */
function TokenExpired() {
  const { t } = useLingui();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(
      () => navigate(TOKEN_EXPIRED_PATH, { replace: true }),
      TOKEN_EXPIRED_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <WizardCard>
      <PageHeading>{t(RESET_HEADING)}</PageHeading>
      <Alert variant="error">
        <p>{RECOVERY_TEXTS.tokenExpired}</p>
      </Alert>
    </WizardCard>
  );
}
