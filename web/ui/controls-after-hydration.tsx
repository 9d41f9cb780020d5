import { type ReactNode, use } from 'react';
import { css, cx } from 'styled-system/css';
import { SubmitsHeldContext, useHydrated, waitingForScript } from '#web/lib/use-hydrated.ts';

const fieldsetClass = css({ border: 'none', margin: 0, padding: 0, minWidth: 0 });

/**
 * The controls of a form the Worker streams with the page (docs/decisions/033), disabled until the
 * app has taken the page over: what is typed or chosen before then would be lost when the app's
 * state replaces it, so nothing can be (a native fieldset disables every control in it at once).
 * In a part whose code loads on intent (web/lib/code-on-intent.tsx), the form keeps what was typed
 * into its HTML (usePortalForm) and holds its submit: the controls are enabled as soon as the page
 * can hold it, so that a person can start typing (which loads the code).
 */
export function ControlsAfterHydration({ className, children }: { className?: string; children: ReactNode }) {
  const waiting = !(useHydrated() || use(SubmitsHeldContext));
  return (
    <fieldset className={cx(fieldsetClass, className)} disabled={waiting} {...waitingForScript(waiting)}>
      {children}
    </fieldset>
  );
}
