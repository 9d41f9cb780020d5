import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { PATHS } from '#contract/page-paths';
import { RECOVERY_TEXTS } from '#contract/recovery-rules';
import { Alert } from '#web/ui/alert.tsx';
import { Button, ButtonLink } from '#web/ui/button.tsx';
import { ErrorView } from '#web/ui/error-view.tsx';
import { failureMessageOf, requestNewActivationLink } from '../api/activation';

type Phase = 'offer' | 'sending' | 'sent' | 'failed';

/**
 * An activation link that expired before it was used (spec 8 Activation; decision 048): the
 * activation error, with a way to ask for a new link. The link goes to the account's own address,
 * so the page never shows whose it is; a failure says 'Oops... there was an issue requesting your
 * activation link' and the button stays for another try.
 */
export function ExpiredActivationLink({ id }: { id: string }) {
  const [phase, setPhase] = useState<Phase>('offer');
  const [failure, setFailure] = useState<string>(RECOVERY_TEXTS.activationLinkFailed);

  if (phase === 'sent') {
    return (
      <ErrorView
        key="sent"
        heading={RECOVERY_TEXTS.linkSentHeading}
        message={RECOVERY_TEXTS.linkSentBody}
        action={
          <ButtonLink to={PATHS.login}>
            <Trans>Return to home</Trans>
          </ButtonLink>
        }
      />
    );
  }

  const send = async () => {
    if (phase === 'sending') return;
    setPhase('sending');
    try {
      await requestNewActivationLink(id);
      setPhase('sent');
    } catch (error) {
      setFailure(failureMessageOf(error, RECOVERY_TEXTS.activationLinkFailed));
      setPhase('failed');
    }
  };

  return (
    <ErrorView
      heading={RECOVERY_TEXTS.activationRequestFailed}
      action={
        <div className={actionsClass}>
          {phase === 'failed' ? (
            <Alert variant="error" className={alertClass}>
              {failure}
            </Alert>
          ) : null}
          <div className={buttonsClass}>
            <Button onClick={() => void send()} aria-disabled={phase === 'sending'}>
              {phase === 'sending'
                ? RECOVERY_TEXTS.requestingActivationLink
                : RECOVERY_TEXTS.requestActivationLink}
            </Button>
            <ButtonLink to={PATHS.login} variant="secondary">
              <Trans>Return to home</Trans>
            </ButtonLink>
          </div>
        </div>
      }
    />
  );
}

const actionsClass = css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '4' });

const buttonsClass = css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'center' });

const alertClass = css({ textAlign: 'start' });
