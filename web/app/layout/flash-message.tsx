import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { css } from 'styled-system/css';
import { readFlash, withoutFlash } from '#web/lib/flash.ts';
import { Alert } from '#web/ui/alert.tsx';

/**
 * The one-off success message a page passed in its navigation state ({ flash }, web/lib/flash),
 * shown as a success alert at the top of the main area until the person leaves the page. It is
 * taken out of the history entry at once, so a reload or Back does not show it again, and it
 * takes focus so it is read out where the previous page's control has gone.
 */
export function FlashMessage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [shown, setShown] = useState<{ message: string; pathname: string } | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const incoming = readFlash(location.state);
  // Leaving the page ends the message (derived state: reset during render).
  if (shown !== null && shown.pathname !== location.pathname && !incoming) setShown(null);

  useEffect(() => {
    if (!incoming) return;
    setShown({ message: incoming, pathname: location.pathname });
    navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: withoutFlash(location.state), preventScrollReset: true },
    );
  }, [incoming, location.pathname, location.search, location.hash, location.state, navigate]);

  const visible = shown !== null && shown.pathname === location.pathname;
  useEffect(() => {
    if (visible) alertRef.current?.focus();
  }, [visible]);

  if (!visible) return null;
  return (
    <div className={wrapperClass}>
      <Alert ref={alertRef} tabIndex={-1} variant="success">
        <p>{shown.message}</p>
      </Alert>
    </div>
  );
}

const wrapperClass = css({
  width: '100%',
  maxWidth: '1200px',
  marginInline: 'auto',
  paddingInline: '4',
  paddingTop: '4',
});
