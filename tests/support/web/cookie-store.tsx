import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import {
  type CookieSliceStore,
  CookieSliceStoreProvider,
  createCookieSliceStore,
} from '#web/lib/persisted-cookie-slice.ts';
import { WithBootstrap } from './app-support';

/**
 * Test helper: renders `ui` with bootstrap data and its own cookie store, in a router (the banner
 * links to the cookie policy with the one route tree's Link).
 */
export function renderWithCookieStore(ui: ReactNode, store: CookieSliceStore = freshStore()) {
  const result = render(
    <WithBootstrap>
      <MemoryRouter>
        <CookieSliceStoreProvider store={store}>{ui}</CookieSliceStoreProvider>
      </MemoryRouter>
    </WithBootstrap>,
  );
  return { ...result, store };
}

export function freshStore(): CookieSliceStore {
  return createCookieSliceStore({ storage: localStorage, eventTarget: null });
}
