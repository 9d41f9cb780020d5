import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { NAV_PATHS } from '#web/lib/nav-paths.ts';

/**
 * An act-as session ends an hour after it began, however active (docs/decisions/063): the Worker
 * refuses it from then on, and the page signs out at that instant rather than wait for its next call
 * to be refused. Derived from the clock, so a tab whose timers were held back in the background
 * signs out as soon as it wakes.
 */
export function ActAsSessionEnd({ endsAt }: { endsAt: string }) {
  const navigate = useNavigate();
  const leftRef = useRef(false);
  useEffect(() => {
    const end = Date.parse(endsAt);
    if (Number.isNaN(end)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      clearTimeout(timer);
      const delay = end - Date.now();
      if (delay > 0) {
        // Should it fire early (a clock change), it waits again.
        timer = setTimeout(check, delay);
        return;
      }
      if (leftRef.current) return;
      leftRef.current = true;
      navigate(NAV_PATHS.logout);
    };
    check();
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [endsAt, navigate]);
  return null;
}
