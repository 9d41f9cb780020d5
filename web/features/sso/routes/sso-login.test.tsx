import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACT_AS_LINK_BOUND, ACT_AS_LINK_TEXTS } from '#contract/act-as-link-rules';
import { LOGIN_ERROR_CODES, NOT_THIS_PORTAL_MESSAGE } from '#contract/login-rules';
import { apiError, calledApis, json, stubApi } from '#support/web/api-stubs.tsx';
import { makeSession, PublicLocationProbe, renderPublicRoutes } from '#support/web/app-support.tsx';
import { expectSignOnFailureShown } from '#support/web/sign-on-failure.ts';
import { markOwnActAsLink } from '#web/lib/own-act-as-link.ts';
import { Component as SsoLogin } from './sso-login';

function renderSso(
  path: string,
  { session = null, strict = false } = {} as {
    session?: ReturnType<typeof makeSession> | null;
    strict?: boolean;
  },
) {
  return renderPublicRoutes(
    [
      { path: '/sso-login/:token/:year', Component: SsoLogin },
      { path: '*', Component: PublicLocationProbe },
    ],
    { path, session, strict },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/sso-login/:token/:year', () => {
  it('signs in once with the token and year, even in StrictMode, then loads /app/home/', async () => {
    let answer!: (response: Response) => void;
    const fetchMock = stubApi({
      'POST /api/auth/sso': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const { history } = renderSso('/sso-login/abcdefgh1234/2026', { strict: true });

    expect((await screen.findByRole('status')).textContent).toBe('Logging you in...');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    // With the browser's device token, as at login, for the person's account activity (decision 055).
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      token: 'abcdefgh1234',
      schemeYear: 2026,
      deviceToken: expect.stringMatching(/^[0-9a-f]{64}$/),
      entry: 'sign-on',
    });

    answer(json({ session: makeSession({ firstName: 'Sid' }) }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/app/home/'));
    expect(history.documentLoads).toEqual([{ path: '/app/home/', replace: true, state: null }]);
    expect(calledApis(fetchMock)).toEqual(['POST /api/auth/sso']);
  });

  it('sends someone already signed in to /app/home/ without spending the token', async () => {
    const fetchMock = stubApi({});
    renderSso('/sso-login/abcdefgh1234/2026', { session: makeSession() });
    expect((await screen.findByTestId('path')).textContent).toBe('/app/home/');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('follows the act-as link this tab just asked for over the session (the administrator who minted it)', async () => {
    const fetchMock = stubApi({
      'POST /api/auth/sso': json({ session: makeSession({ firstName: 'Emma' }) }),
    });
    markOwnActAsLink('http://acme.localhost/sso-login/msqAbCdEf123456/2026');
    const { history } = renderSso('/sso-login/msqAbCdEf123456/2026', {
      session: makeSession({ userType: 'employer', firstName: 'Alex' }),
      strict: true,
    });
    await waitFor(() => expect(calledApis(fetchMock)).toEqual(['POST /api/auth/sso']));
    await waitFor(() =>
      expect(history.documentLoads).toEqual([{ path: '/app/home/', replace: true, state: null }]),
    );
    expect(screen.queryByRole('heading', { name: ACT_AS_LINK_TEXTS.confirmTitle })).not.toBeInTheDocument();
  });

  it('asks first where someone else is signed in; Cancel sends nothing and keeps their session', async () => {
    const fetchMock = stubApi({});
    const user = userEvent.setup();
    renderSso('/sso-login/msqAbCdEf123456/2026', {
      session: makeSession({ firstName: 'Piotr', surname: 'Nowak', email: 'piotr.probation@acme.test' }),
    });
    const heading = await screen.findByRole('heading', { level: 1, name: ACT_AS_LINK_TEXTS.confirmTitle });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(
      screen.getByText('You are signed in as Piotr Nowak (piotr.probation@acme.test).'),
    ).toBeInTheDocument();
    expect(screen.getByText(ACT_AS_LINK_TEXTS.willSignOut)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/app/home/'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('spends the link once Continue is pressed, and says so when it is another administrator’s', async () => {
    const fetchMock = stubApi({
      'POST /api/auth/sso': apiError(403, ACT_AS_LINK_BOUND.message, ACT_AS_LINK_BOUND.code),
    });
    const user = userEvent.setup();
    renderSso('/sso-login/msqAbCdEf123456/2026', { session: makeSession() });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    const heading = await screen.findByRole('heading', { level: 1, name: ACT_AS_LINK_BOUND.heading });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(ACT_AS_LINK_BOUND.message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to home' })).toHaveAttribute('href', '/app/home/');
    expect(calledApis(fetchMock)).toEqual(['POST /api/auth/sso']);
  });

  it('says a masquerade link has expired when its token no longer works', async () => {
    stubApi({
      'POST /api/auth/sso': apiError(401, 'This link has expired.', 'masquerade_link_expired'),
    });
    renderSso('/sso-login/msqAbCdEf123456/2026');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Ooops your link has expired' });
    expect(
      screen.getByText(
        "This link has expired. Don't worry close this tab and start the masquerade session again.",
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('treats any failure of an msq token as an expired link', async () => {
    stubApi({ 'POST /api/auth/sso': apiError(502, 'Upstream down', 'sso_failed') });
    renderSso('/sso-login/msqAbCdEf123456/2026');
    expect(await screen.findByRole('heading', { name: 'Ooops your link has expired' })).toBeInTheDocument();
  });

  it('says something went wrong, with the support e-mail, for any other failure', async () => {
    stubApi({ 'POST /api/auth/sso': apiError(401, 'SSO login error', 'sso_failed') });
    renderSso('/sso-login/not-a-real-sign-on-token/2026');
    await expectSignOnFailureShown();
    expect(screen.getByRole('link', { name: 'contact us' })).toHaveAttribute(
      'href',
      'mailto:benefits@acme.test',
    );
  });

  it.each([
    ['an act-as link', '/sso-login/msqAbCdEf123456/2026'],
    ['a single sign-on link', '/sso-login/abcdefgh1234/2026'],
  ])(
    "says %s opened on another client's sub-domain is not for this portal (decision 064)",
    async (_, path) => {
      stubApi({
        'POST /api/auth/sso': apiError(403, NOT_THIS_PORTAL_MESSAGE, LOGIN_ERROR_CODES.notThisPortal),
      });
      renderSso(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Unable to log in' })).toBeInTheDocument();
      expect(screen.getByText(NOT_THIS_PORTAL_MESSAGE)).toBeInTheDocument();
      expect(screen.queryByText('Ooops your link has expired')).not.toBeInTheDocument();
    },
  );

  it('does not send a malformed token at all', async () => {
    const fetchMock = stubApi({});
    renderSso('/sso-login/short/2026');
    expect(await screen.findByRole('heading', { name: 'Oops somethings gone wrong.' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
