import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Alert } from './alert';
import { Button } from './button';

/** The retry button's text, in the page's language where it is shown. */
export const TRY_AGAIN = msg`Try again`;

/** The part of a react-query result (or of useRequest's state) a retry needs. */
export interface Retryable {
  /** Asks again (react-query's refetch, useRequest's retry). */
  retry: () => unknown;
  /** An attempt is under way: the button says so and is not pressed twice. */
  retrying?: boolean;
}

/**
 * What a read that failed shows in place of its content (issue 20, docs/decisions/032): the
 * spec's message (section 8) as an error alert, and a 'Try again' button that asks again. `children`
 * are further actions beside it (e.g. 'Log out' where the spec sends the person away).
 * A retry that fails again keeps focus on the button (it is never disabled, only aria-disabled
 * while the attempt runs), so the person can press it again.
 */
export function LoadError({
  message,
  retry,
  retrying = false,
  children,
}: { message: ReactNode; children?: ReactNode } & Retryable) {
  const { t } = useLingui();
  return (
    <div className={wrapperClass} data-testid="load-error">
      <Alert variant="error">
        <p>{message}</p>
      </Alert>
      <div className={actionsClass}>
        <Button variant="secondary" aria-disabled={retrying} onClick={() => (retrying ? undefined : retry())}>
          {t(TRY_AGAIN)}
        </Button>
        {children}
      </div>
    </div>
  );
}

/** LoadError's retry props from a react-query result. */
export function queryRetry(query: { refetch: () => unknown; isFetching: boolean }): Retryable {
  return { retry: () => query.refetch(), retrying: query.isFetching };
}

const wrapperClass = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const actionsClass = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' });
