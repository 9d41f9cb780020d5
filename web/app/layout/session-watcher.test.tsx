import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, probeRoutes, renderRoutes, stubApi } from '#support/web/api-stubs.tsx';
import { makeSession } from '#support/web/app-support.tsx';
import { portal, read } from '#web/lib/portal-client.ts';
import { SESSION_QUERY_KEY } from '#web/lib/session.ts';
import { SessionWatcher } from './session-watcher';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function callThatFails() {
  await act(async () => {
    await read(portal.api.benefits.$get({ query: {} })).catch(() => undefined);
  });
}

describe('session watcher', () => {
  it('forgets the session and cached data and goes to / when a call answers 401 while signed in', async () => {
    stubApi({ 'GET /api/benefits': apiError(401, 'Unauthorised', 'unauthorised') });
    const { queryClient, documentLoads } = renderRoutes(probeRoutes(<SessionWatcher />), {
      path: '/app/home/',
    });
    queryClient.setQueryData(SESSION_QUERY_KEY, makeSession());
    queryClient.setQueryData(['benefits'], [{ id: 1 }]);

    await callThatFails();

    // The login page is a public page: a full page load in place of this one.
    await waitFor(() => expect(documentLoads).toEqual([{ path: '/', replace: true, state: null }]));
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toBeNull();
    expect(queryClient.getQueryData(['benefits'])).toBeUndefined();
  });

  it("goes to the person's single-sign-on logout address instead, when their session had one", async () => {
    stubApi({ 'GET /api/benefits': apiError(401, 'Unauthorised', 'unauthorised') });
    const { queryClient, documentLoads } = renderRoutes(probeRoutes(<SessionWatcher />), {
      path: '/app/home/',
    });
    const signOutUrl = 'https://login.onehub.example/logout';
    queryClient.setQueryData(SESSION_QUERY_KEY, makeSession({ signOutUrl }));
    queryClient.setQueryData(['benefits'], [{ id: 1 }]);

    await callThatFails();

    await waitFor(() => expect(documentLoads).toEqual([{ path: signOutUrl, replace: true, state: null }]));
    expect(queryClient.getQueryData(['benefits'])).toBeUndefined();

    // Another 401 while the page unloads changes nothing: the page leaves once, for that address.
    await callThatFails();
    expect(documentLoads).toEqual([{ path: signOutUrl, replace: true, state: null }]);
  });

  it('ignores a 401 while signed out, such as a failed sign-in', async () => {
    stubApi({ 'GET /api/benefits': apiError(401, 'Unauthorised', 'unauthorised') });
    const { queryClient } = renderRoutes(probeRoutes(<SessionWatcher />), { path: '/forgotten-password/' });
    queryClient.setQueryData(['benefits'], [{ id: 1 }]);
    await callThatFails();
    expect(screen.getByTestId('location').textContent).toBe('/forgotten-password/');
    expect(queryClient.getQueryData(['benefits'])).toEqual([{ id: 1 }]);
  });

  it('leaves the logout page to handle its own 401', async () => {
    stubApi({ 'GET /api/benefits': apiError(401, 'Unauthorised', 'unauthorised') });
    const { queryClient } = renderRoutes(probeRoutes(<SessionWatcher />), { path: '/logout' });
    queryClient.setQueryData(SESSION_QUERY_KEY, makeSession());
    await callThatFails();
    expect(screen.getByTestId('location').textContent).toBe('/logout');
  });

  it('stops listening once unmounted', async () => {
    stubApi({ 'GET /api/benefits': apiError(401, 'Unauthorised', 'unauthorised') });
    const { queryClient, unmount } = renderRoutes(probeRoutes(<SessionWatcher />), { path: '/app/home/' });
    queryClient.setQueryData(SESSION_QUERY_KEY, makeSession());
    unmount();
    await callThatFails();
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toMatchObject({ firstName: 'Emma' });
  });
});
