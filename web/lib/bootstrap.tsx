import { createContext, type ReactNode, useContext } from 'react';
import type { Bootstrap } from '#contract/bootstrap';
import { BOOTSTRAP_ELEMENT_ID } from '#contract/bootstrap-element';

/**
 * Reads what the Worker injected into the HTML: theme, public client facts and session summary.
 * The Worker builds it from the contract's schema, so it is trusted as it is (docs/decisions/011).
 */
export function readBootstrap(doc: Document = document): Bootstrap {
  const element = doc.getElementById(BOOTSTRAP_ELEMENT_ID);
  if (!element?.textContent) throw new Error('The page has no bootstrap data');
  return JSON.parse(element.textContent) as Bootstrap;
}

/** Whether the document carries the Worker's bootstrap data (a page the Worker served; not a test's). */
export function hasBootstrap(doc: Document = document): boolean {
  return doc.getElementById(BOOTSTRAP_ELEMENT_ID) !== null;
}

const BootstrapContext = createContext<Bootstrap | null>(null);

export function BootstrapProvider({ value, children }: { value: Bootstrap; children: ReactNode }) {
  return <BootstrapContext.Provider value={value}>{children}</BootstrapContext.Provider>;
}

export function useBootstrap(): Bootstrap {
  const value = useContext(BootstrapContext);
  if (!value) throw new Error('useBootstrap needs a BootstrapProvider');
  return value;
}
