import { useLingui } from '@lingui/react/macro';
import type { ReactNode, Ref } from 'react';
import { css } from 'styled-system/css';
import { activationSteps, TWO_FACTOR_ACTIVATION_STEP_INDEX } from '#web/lib/activation-steps.ts';
import { PageHeading } from '#web/ui/page-heading.tsx';
import { ProgressSteps } from '#web/ui/progress-steps.tsx';
import { WizardCard } from '#web/ui/wizard-card.tsx';

/**
 * The frame of the two-factor pages: one card with the h1 (focused on arrival by the page) and,
 * during a two-factor activation, the four activation steps standing at step 3, '2FA' (spec 2.7).
 */
export function TwoFactorCard({
  heading,
  headingRef,
  isFromActivation = false,
  children,
}: {
  heading: string;
  headingRef?: Ref<HTMLHeadingElement>;
  isFromActivation?: boolean;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <WizardCard>
      <PageHeading ref={headingRef}>{heading}</PageHeading>
      {isFromActivation ? (
        <ProgressSteps
          steps={activationSteps(true)}
          current={TWO_FACTOR_ACTIVATION_STEP_INDEX}
          label={t`Activation progress`}
        />
      ) : null}
      <div className={bodyClass}>{children}</div>
    </WizardCard>
  );
}

const bodyClass = css({ display: 'flex', flexDirection: 'column', gap: '5' });
