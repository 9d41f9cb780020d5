import { createContext, type ReactNode, useContext } from 'react';
import { BOOTSTRAP_ELEMENT_ID, type Bootstrap, bootstrapSchema } from '../../worker/contract/bootstrap';

/** Reads what the Worker injected into the HTML: theme, public client facts and session summary. */
export function readBootstrap(doc: Document = document): Bootstrap {
  const element = doc.getElementById(BOOTSTRAP_ELEMENT_ID);
  if (!element?.textContent) throw new Error('The page has no bootstrap data');
  return bootstrapSchema.parse(JSON.parse(element.textContent));
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
