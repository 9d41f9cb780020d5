import type { ReactNode } from 'react';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/**
 * Mounts an entry's app: hydrates the prerendered markup when `hydrate`, else renders afresh (React
 * replaces any markup in one commit). Hydration runs as a transition, so it yields to the browser
 * every few milliseconds instead of holding the main thread for one long task, and a tap on the
 * painted page is not kept waiting (docs/decisions/014-html-first-home.md).
 */
export function mountRoot(container: HTMLElement, app: ReactNode, { hydrate }: { hydrate: boolean }): void {
  if (hydrate) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}
