import { useCallback, useReducer, useState } from 'react';

/**
 * Code a page shows only after a click (a side panel, a dialog), kept out of the page's first load
 * so that less is evaluated before the page answers input (docs/decisions/059). The module is
 * loaded once per page load and shared by everything that asks for it; a load that failed is tried
 * again at the next request.
 */
export interface OnDemand<T> {
  load(): Promise<T>;
  /** The module once loaded, else null. */
  loaded(): T | null;
}

export function onDemand<T>(importModule: () => Promise<T>): OnDemand<T> {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    load() {
      loading ??= importModule().then(
        (module) => {
          loaded = module;
          return module;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => loaded,
  };
}

export interface OnDemandHandle<T> {
  /** The module once loaded, else null: what renders the panel. */
  module: T | null;
  /** Runs `then` once the module is there: at once if it already is, else after its load. */
  whenLoaded(then: (module: T) => void): void;
  /** Starts the load early; a failure is met again, and shown, when the person opens the panel. */
  preload(): void;
  /** For the opener's hover and focus, so the code is usually there before the click lands. */
  preloadProps: { onPointerEnter: () => void; onFocus: () => void };
}

/**
 * A page's hold on an on-demand module. The opener waits for the code and then opens the panel with
 * everything in it, rather than showing it through React.lazy: a Suspense boundary reveals what it
 * waited for on a timer, and a panel gives focus to its first control as it opens, which must be
 * there by then. A load that fails is thrown in render, to the route's error boundary, as a failed
 * lazy route is.
 */
export function useOnDemand<T>(source: OnDemand<T>): OnDemandHandle<T> {
  // The module lives in `source`; this state only renders the page again once it has arrived.
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  if (failure) throw failure.error;

  const whenLoaded = useCallback(
    (then: (module: T) => void) => {
      const ready = source.loaded();
      if (ready !== null) {
        then(ready);
        return;
      }
      source.load().then(
        (loaded) => {
          arrived();
          then(loaded);
        },
        (error: unknown) => setFailure({ error }),
      );
    },
    [source],
  );

  const preload = useCallback(() => {
    source.load().catch(() => undefined);
  }, [source]);

  return {
    module: source.loaded(),
    whenLoaded,
    preload,
    preloadProps: { onPointerEnter: preload, onFocus: preload },
  };
}
