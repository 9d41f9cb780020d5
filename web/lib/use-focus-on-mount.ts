import { useEffect, useRef } from 'react';

/**
 * Moves focus to the element (a page's h1 with tabIndex -1) when it mounts and whenever `key`
 * changes, so a screen reader announces the new page or step, as the error views do.
 */
export function useFocusOnMount<T extends HTMLElement>(key?: unknown) {
  const ref = useRef<T>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the trigger, not an input
  useEffect(() => {
    ref.current?.focus();
  }, [key]);
  return ref;
}
