import type { ReactNode } from 'react';
import { startTransition } from 'react';

/** Resolves in a later task, so that the work after it does not lengthen the current one. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Mounts an entry's app: hydrates the prerendered markup when `hydrate`, else renders afresh (React
 * replaces any markup in one commit). Hydration runs as a transition, so it yields to the browser
 * every few milliseconds instead of holding the main thread for one long task, and a tap on the
 * painted page is not kept waiting (docs/decisions/014-html-first-home.md).
 *
 * ReactDOM's client is evaluated here, in a task of its own: it is the largest part of an entry's
 * start-up, and evaluated with the rest of the entry's modules it made one task long enough to
 * count as blocking on a phone (docs/decisions/013-paint-first.md).
 */
export async function mountRoot(
  container: HTMLElement,
  app: ReactNode,
  { hydrate }: { hydrate: boolean },
): Promise<void> {
  await nextTask();
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  if (hydrate) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}
