import { useEffect, useRef } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * Moves focus to the element (a page's h1 with tabIndex -1) when it mounts and whenever `key`
 * changes, so a screen reader announces the new page or step, as the error views do.
 *
 * Not when the page came with the document and is being hydrated: the browser announces a new
 * document itself, and the person may already have tapped or tabbed into the painted page, which
 * hydration must not take back. Focusing also forced a style and layout pass inside the hydration
 * commit, the longest task of such a page's load (decision 030).
 */
export function useFocusOnMount<T extends HTMLElement>(key?: unknown) {
  const ref = useRef<T>(null);
  const hydrated = useHydrated();
  const cameWithDocument = useRef(!hydrated);
  const firstRun = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the trigger, not an input
  useEffect(() => {
    const skip = firstRun.current && cameWithDocument.current;
    firstRun.current = false;
    if (!skip) ref.current?.focus();
  }, [key]);
  return ref;
}
