import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { useHydrated } from '#web/lib/use-hydrated.ts';

const fieldsetClass = css({ border: 'none', margin: 0, padding: 0, minWidth: 0 });

/**
 * The controls of a form the Worker streams with the page (docs/decisions/033), disabled until the
 * app has taken the page over: what is typed or chosen before then would be lost when the app's
 * state replaces it, so nothing can be (a native fieldset disables every control in it at once).
 */
export function ControlsAfterHydration({ className, children }: { className?: string; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset className={cx(fieldsetClass, className)} disabled={!hydrated}>
      {children}
    </fieldset>
  );
}
