import { Trans, useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { PATHS } from '#contract/page-paths';
import { Button, ButtonLink } from './button';
import { ErrorView } from './error-view';
import { type Retryable, TRY_AGAIN } from './load-error';

/**
 * Spec 2.3: an error heading and a 'Return to home' button to /. When the page's own read failed
 * for a reason that may pass (the upstream failed or timed out), `retry` adds 'Try again' first
 * (issue 20, docs/decisions/032).
 */
export function ErrorPage({ heading, retry }: { heading: string; retry?: Retryable }) {
  const { t } = useLingui();
  const home = (
    <ButtonLink to={PATHS.login}>
      <Trans>Return to home</Trans>
    </ButtonLink>
  );
  return (
    <ErrorView
      heading={heading}
      action={
        retry ? (
          <div className={actionsClass}>
            <Button
              aria-disabled={retry.retrying ?? false}
              onClick={() => (retry.retrying ? undefined : retry.retry())}
            >
              {t(TRY_AGAIN)}
            </Button>
            {home}
          </div>
        ) : (
          home
        )
      }
    />
  );
}

const actionsClass = css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'center' });
