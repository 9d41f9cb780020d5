import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { css } from 'styled-system/css';
import { PATHS } from '#contract/page-paths';
import type { ActivationDetails } from '#contract/recovery';
import { RECOVERY_TEXTS } from '#contract/recovery-rules';
import { activationSteps } from '#web/lib/activation-steps.ts';
import { useBootstrap } from '#web/lib/bootstrap.tsx';
import type { DateParts } from '#web/ui/date-of-birth-rules.ts';
import { ErrorPage } from '#web/ui/error-page.tsx';
import { PageHeading } from '#web/ui/page-heading.tsx';
import { ProgressSteps } from '#web/ui/progress-steps.tsx';
import { WizardCard, WizardStatus } from '#web/ui/wizard-card.tsx';
import { isExpiredLink, useActivationDetails } from '../api/activation';
import { ActivationDobStep } from '../components/activation-dob-step';
import { ActivationPasswordStep } from '../components/activation-password-step';
import { ExpiredActivationLink } from '../components/expired-activation-link';

/** Texts the specification leaves open (docs/decisions/009-wizards.md). */
export const ACTIVATION_LOADING_MESSAGE = msg`Loading your details...`;
export const ACTIVATION_INTRO = msg`To activate your account, confirm your date of birth and then choose a password.`;

/**
 * /activation/:id (spec sections 2.7, 4 Activation page, 8): loads who is activating, then asks for
 * the date of birth and a new password. Someone already signed in, without the welcome carousel
 * still to see, goes to /app/home/.
 */
export function Component() {
  const { id = '' } = useParams();
  const { session } = useBootstrap();
  if (session && !session.showWelcomeModal) return <Navigate to={PATHS.home} replace />;
  return <ActivationLoader key={id} id={id} />;
}

function ActivationLoader({ id }: { id: string }) {
  const { t } = useLingui();
  const details = useActivationDetails(id);
  const [failed, setFailed] = useState(false);
  if (details.status === 'error' && !failed && isExpiredLink(details.error)) {
    return <ExpiredActivationLink id={id} />;
  }
  if (details.status === 'error' || failed) {
    return <ErrorPage heading={RECOVERY_TEXTS.activationRequestFailed} />;
  }
  if (details.status === 'pending') {
    return <WizardStatus>{t(ACTIVATION_LOADING_MESSAGE)}</WizardStatus>;
  }
  return <ActivationWizard id={id} details={details.data} onActivationFailed={() => setFailed(true)} />;
}

type Step = { name: 'dob'; error?: string } | { name: 'password'; dob: DateParts };

function ActivationWizard({
  id,
  details,
  onActivationFailed,
}: {
  id: string;
  details: ActivationDetails;
  onActivationFailed: () => void;
}) {
  const { t } = useLingui();
  const { firstName } = details;
  const [step, setStep] = useState<Step>({ name: 'dob' });
  // The date of birth survives a trip back from the password step.
  const [dob, setDob] = useState<DateParts>({ day: '', month: '', year: '' });
  const steps = activationSteps(details.twoFactor);

  return (
    <WizardCard>
      <div className={introClass}>
        <PageHeading>{t`Welcome, ${firstName}`}</PageHeading>
        <p className={leadClass}>{t(ACTIVATION_INTRO)}</p>
      </div>
      <ProgressSteps steps={steps} current={step.name === 'dob' ? 0 : 1} />
      {step.name === 'dob' ? (
        <ActivationDobStep
          id={id}
          value={dob}
          onChange={setDob}
          initialError={step.error}
          onVerified={(parts) => setStep({ name: 'password', dob: parts })}
          onActivationFailed={onActivationFailed}
        />
      ) : (
        <ActivationPasswordStep
          id={id}
          dob={step.dob}
          onBack={() => setStep({ name: 'dob' })}
          onDobRejected={(message) => setStep({ name: 'dob', error: message })}
          onActivationFailed={onActivationFailed}
        />
      )}
    </WizardCard>
  );
}

const introClass = css({ display: 'flex', flexDirection: 'column', gap: '2' });

const leadClass = css({ color: 'fg.muted', fontSize: 'md' });
