import { createContext, startTransition, useEffect, useState } from 'react';

/**
 * Whether what mounts now meets server markup: always on a server (the Worker's render, the build's
 * prerender), in the browser from an entry's hydration until its first client navigation.
 */
let meetsServerMarkup = typeof window === 'undefined';

/** Set by an entry before it hydrates, and cleared at its first client navigation (and by tests). */
export function setMeetsServerMarkup(value: boolean): void {
  meetsServerMarkup = value;
}

/**
 * True, in the browser, inside a part of the page that holds a submit made before it is hydrated
 * and makes it then (web/lib/code-on-intent.tsx): its submit buttons need not wait for it.
 */
export const SubmitsHeldContext = createContext(false);

/**
 * Marks a control the HTML disables only until a script can take it (a button, a fieldset of
 * fields): the part that holds submits enables these, and no control disabled for a reason of its
 * own (a read-only session, a save in flight).
 */
export const WAITS_FOR_SCRIPT = 'data-waits-for-script';

/** The props of a control disabled only until a script can take it (web/ui/button.tsx). */
export function waitingForScript(waiting: boolean): { [WAITS_FOR_SCRIPT]?: '' } {
  return waiting ? { [WAITS_FOR_SCRIPT]: '' } : {};
}

/**
 * False in server-rendered HTML and during hydration, true afterwards (and at once in a page that
 * is rendered in the browser). For what depends on the browser alone, e.g. the cookie banner's
 * stored choice: following it only after hydration keeps the prerendered HTML identical for
 * every visitor (docs/decisions/011-html-first-public-pages.md), and for controls that wait for
 * the app (decision 033).
 *
 * The switch to true is a transition: React renders every control of the page again when it
 * flips, and as a transition that work yields to the browser every few milliseconds instead of
 * being one long task (a store's forced re-render, as useSyncExternalStore makes it, is
 * synchronous).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(!meetsServerMarkup);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/** True until the entry has mounted the page the Worker sent (web/main.tsx ends it). */
let firstLoad = true;

/** Whether the page the Worker sent is still being mounted: its loaders read the streamed answers. */
export function isFirstLoad(): boolean {
  return firstLoad;
}

/** The page the Worker sent is mounted: from now on the loaders ask again for what failed. */
export function endFirstLoad(): void {
  firstLoad = false;
}
