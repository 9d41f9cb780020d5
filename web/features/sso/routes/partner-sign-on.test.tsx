import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, calledApis, json, stubApi } from '#support/web/api-stubs.tsx';
import { makeSession, PublicLocationProbe, renderPublicRoutes } from '#support/web/app-support.tsx';
import { expectSignOnFailureShown } from '#support/web/sign-on-failure.ts';
import { Component as PartnerSignOn } from './partner-sign-on';

function renderRedirect(path: string, session: ReturnType<typeof makeSession> | null = null) {
  return renderPublicRoutes(
    [
      { path: '/wrkit-redirect-sso/:token/:year', Component: PartnerSignOn },
      { path: '*', Component: PublicLocationProbe },
    ],
    { path, session, strict: true },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// A partner's single sign-on redirect (spec 2.1; docs/decisions/076).
describe('/wrkit-redirect-sso/:token/:year', () => {
  it('spends the token once as a partner’s, then loads /app/home/ signed in', async () => {
    const fetchMock = stubApi({ 'POST /api/auth/sso': json({ session: makeSession() }) });
    const { history } = renderRedirect('/wrkit-redirect-sso/abcdefgh1234/2026');
    await waitFor(() =>
      expect(history.documentLoads).toEqual([{ path: '/app/home/', replace: true, state: null }]),
    );
    expect(calledApis(fetchMock)).toEqual(['POST /api/auth/sso']);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({
      token: 'abcdefgh1234',
      schemeYear: 2026,
      entry: 'partner',
    });
  });

  it('says something went wrong for a spent or unknown token, even one that looks like an act-as link', async () => {
    stubApi({ 'POST /api/auth/sso': apiError(401, 'We are unable to connect you', 'sso_failed') });
    renderRedirect('/wrkit-redirect-sso/msqAbCdEf123456/2026');
    await expectSignOnFailureShown();
    expect(screen.queryByText('Ooops your link has expired')).not.toBeInTheDocument();
  });

  it('sends someone already signed in to /app/home/ without spending the token', async () => {
    const fetchMock = stubApi({});
    renderRedirect('/wrkit-redirect-sso/abcdefgh1234/2026', makeSession());
    expect((await screen.findByTestId('path')).textContent).toBe('/app/home/');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
