import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PERSISTED_COOKIE_SLICE } from '#contract/spec-constants';
import { apiError, calledApis, json, LocationProbe, renderRoutes, stubApi } from '#support/web/api-stubs.tsx';
import { makeSession, renderPublicRoutes } from '#support/web/app-support.tsx';
import { LAST_CALL_STORAGE_KEY } from '#web/lib/api-client.ts';
import { SESSION_QUERY_KEY } from '#web/lib/session.ts';
import { LOGOUT_ERROR_MESSAGE, Component as Logout } from './logout';
import { Component as LogoutSuccess } from './logout-success';

/** /logout is a page of the signed-in app; /logout-success a public page, loaded afresh. */
const routes: RouteObject[] = [
  {
    path: '/logout',
    element: (
      <>
        <Logout />
        <LocationProbe />
      </>
    ),
  },
];

const LOADED_LOGGED_OUT_PAGE = [{ path: '/logout-success', replace: true, state: null }];

function renderLogout(options: { strict?: boolean } = {}) {
  const result = renderRoutes(routes, { path: '/logout', session: makeSession(), ...options });
  result.queryClient.setQueryData(SESSION_QUERY_KEY, makeSession());
  result.queryClient.setQueryData(['benefits', 'eligible'], [{ id: 1 }]);
  return result;
}

const PES = JSON.stringify({
  version: PERSISTED_COOKIE_SLICE.version,
  cookiesAccepted: true,
  nonNecessaryCookiesEnabled: false,
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('logout', () => {
  it("shows 'Logging out...' while the server ends the session", async () => {
    stubApi({ 'POST /api/auth/logout': () => new Promise<Response>(() => {}) });
    renderLogout();
    expect(screen.getByRole('status').textContent).toBe('Logging out...');
  });

  it('clears local data but keeps the cookie choice, then loads the logged-out page', async () => {
    window.sessionStorage.setItem(LAST_CALL_STORAGE_KEY, '1');
    window.localStorage.setItem(PERSISTED_COOKIE_SLICE.key, PES);
    window.localStorage.setItem('something-else', 'x');
    const fetchMock = stubApi({ 'POST /api/auth/logout': json({ redirectUrl: null }) });
    const { queryClient, documentLoads } = renderLogout();

    await waitFor(() => expect(documentLoads).toEqual(LOADED_LOGGED_OUT_PAGE));
    expect(calledApis(fetchMock)).toEqual(['POST /api/auth/logout']);
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toBeNull();
    expect(queryClient.getQueryData(['benefits', 'eligible'])).toBeUndefined();
    expect(window.sessionStorage.length).toBe(0);
    expect(window.localStorage.getItem(PERSISTED_COOKIE_SLICE.key)).toBe(PES);
    expect(window.localStorage.getItem('something-else')).toBeNull();
  });

  it('calls the server once even when StrictMode runs effects twice', async () => {
    const fetchMock = stubApi({ 'POST /api/auth/logout': json({ redirectUrl: null }) });
    const { documentLoads } = renderLogout({ strict: true });
    await waitFor(() => expect(documentLoads).toEqual(LOADED_LOGGED_OUT_PAGE));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('goes to the single-sign-on logout address when the server gives one', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    stubApi({ 'POST /api/auth/logout': json({ redirectUrl: 'https://idp.example/logout' }) });
    const { queryClient } = renderLogout();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://idp.example/logout'));
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/logout');
  });

  it('treats an already ended session (401) as logged out', async () => {
    stubApi({ 'POST /api/auth/logout': apiError(401, 'Unauthorised', 'unauthorised') });
    const { documentLoads } = renderLogout();
    await waitFor(() => expect(documentLoads).toEqual(LOADED_LOGGED_OUT_PAGE));
  });

  it('shows the error with a Retry button that tries again', async () => {
    let attempts = 0;
    stubApi({
      'POST /api/auth/logout': () => {
        attempts += 1;
        return attempts === 1 ? apiError(500) : json({ redirectUrl: null });
      },
    });
    const user = userEvent.setup();
    const { queryClient, documentLoads } = renderLogout();
    expect((await screen.findByRole('alert')).textContent).toBe(LOGOUT_ERROR_MESSAGE.message);
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).not.toBeNull();
    expect(documentLoads).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(documentLoads).toEqual(LOADED_LOGGED_OUT_PAGE));
    expect(attempts).toBe(2);
  });
});

describe('logged-out page', () => {
  it("says so and offers 'Log in again' to /", async () => {
    renderPublicRoutes([{ path: '/logout-success', Component: LogoutSuccess }], { path: '/logout-success' });
    expect(screen.getByRole('heading', { level: 1, name: 'You have been logged out' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in again' })).toHaveAttribute('href', '/');
  });

  it('leaves a session it finds alone', () => {
    const fetchMock = stubApi({});
    const { history } = renderPublicRoutes([{ path: '/logout-success', Component: LogoutSuccess }], {
      path: '/logout-success',
      session: makeSession(),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'You have been logged out' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(history.documentLoads).toEqual([]);
  });
});
