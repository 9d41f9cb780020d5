import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { PATHS } from '#contract/page-paths';
import { loadDocument } from '#web/lib/load-document.ts';
import { clearLocalData } from '#web/lib/local-data.ts';
import { Button } from '#web/ui/button.tsx';
import { logout } from '../api/logout';

export const LOGOUT_ERROR_MESSAGE = msg`There was an error during the logout process. Please try again.`;

const page = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '4',
  paddingInline: '4',
  paddingBlock: { base: '10', md: '16' },
  textAlign: 'center',
});

const status = css({ color: 'fg.muted', fontSize: 'lg' });

const errorText = css({ color: 'fg.error', fontSize: 'lg', fontWeight: '500' });

/**
 * /logout (spec section 2.12): shows 'Logging out...', asks the Worker to end the session, clears
 * local data, then goes to /logout-success (a public page: a full page load), or to the single-sign-on
 * logout address if there is one.
 */
export function Component() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);
  const startedRef = useRef(false);
  const runningRef = useRef(false);

  const run = useCallback(async () => {
    if (runningRef.current) return;
    runningRef.current = true;
    setFailed(false);
    try {
      const { redirectUrl } = await logout();
      clearLocalData(queryClient);
      if (redirectUrl) window.location.assign(redirectUrl);
      // Signed out: a new document, so nothing of the session stays in memory.
      else loadDocument(PATHS.logoutSuccess, { replace: true });
    } catch {
      setFailed(true);
    } finally {
      runningRef.current = false;
    }
  }, [queryClient]);

  // Once per visit, even where StrictMode runs effects twice.
  useEffect(() => {
    if (startedRef.current) return;
    startedRef.current = true;
    void run();
  }, [run]);

  if (failed) {
    return (
      <div className={page}>
        <p role="alert" className={errorText}>
          {t(LOGOUT_ERROR_MESSAGE)}
        </p>
        <Button onClick={() => void run()}>
          <Trans>Retry</Trans>
        </Button>
      </div>
    );
  }
  return (
    <div className={page}>
      <p role="status" className={status}>
        <Trans>Logging out...</Trans>
      </p>
    </div>
  );
}
