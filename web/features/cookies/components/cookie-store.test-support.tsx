import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  type CookieSliceStore,
  CookieSliceStoreProvider,
  createCookieSliceStore,
} from '#web/lib/persisted-cookie-slice.ts';
import { WithBootstrap } from '#web/test-support.tsx';

/**
 * Test helper: renders `ui` with bootstrap data and its own cookie store. The banner's link goes
 * through the page's navigation, which is plain links without a router.
 */
export function renderWithCookieStore(ui: ReactNode, store: CookieSliceStore = freshStore()) {
  const result = render(
    <WithBootstrap>
      <CookieSliceStoreProvider store={store}>{ui}</CookieSliceStoreProvider>
    </WithBootstrap>,
  );
  return { ...result, store };
}

export function freshStore(): CookieSliceStore {
  return createCookieSliceStore({ storage: localStorage, eventTarget: null });
}
