import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionSummary } from '#contract/session';
import type { TwoFactorList } from '#contract/two-factor-admin';
import { calledApis, json, stubApi } from '#support/web/api-stubs.tsx';
import { makeBootstrap, makeSession, WithBootstrap } from '#support/web/app-support.tsx';
import { routes } from '#web/app/router.tsx';

vi.mock('#web/features/cookies/components/cookie-banner.tsx', () => ({ CookieBanner: () => null }));

const EMPLOYER = makeSession({ userType: 'employer', firstName: 'Alex', surname: 'Morgan' });

function renderAt(path: string, session: SessionSummary) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <WithBootstrap value={makeBootstrap({ session })}>
      <RouterProvider router={router} />
    </WithBootstrap>,
  );
  return router;
}

const LIST: TwoFactorList = {
  people: [
    {
      id: 1005,
      firstName: 'Tom',
      surname: 'Becker',
      email: 'tom.twofa@acme.test',
      registered: true,
      twoFactorEnabled: true,
    },
  ],
  page: 1,
  lastPage: 1,
  perPage: 10,
  total: 1,
  filterOptions: [
    { value: 'enabled', label: 'Enabled' },
    { value: 'disabled', label: 'Not enabled' },
  ],
  enforced: false,
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the permission matrix on the platform settings page', () => {
  const PAGE = '/app/dashboard/platform-settings/';
  const REFUSED: [string, SessionSummary][] = [
    ['an employee', makeSession({ userType: 'employee' })],
    ['a voucher-only leaver', makeSession({ employmentStatus: 'left', voucherOnly: true })],
    ['an administrator who has left', makeSession({ userType: 'employer', employmentStatus: 'left' })],
  ];
  for (const [who, session] of REFUSED) {
    it(`shows ${who} Access Denied on ${PAGE}, asking for no data`, async () => {
      const fetchMock = stubApi({});
      renderAt(PAGE, session);
      expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
      expect(calledApis(fetchMock).filter((call) => call.includes('/api/employer'))).toEqual([]);
    });
  }
});

describe('/app/dashboard/platform-settings/', () => {
  it('keeps the search in the URL: typing applies after the debounce, Enter at once, both on page 1', async () => {
    const fetchMock = stubApi({ 'GET /api/employer/two-factor': json(LIST) });
    const router = renderAt('/app/dashboard/platform-settings/?page=3', EMPLOYER);
    const box = await screen.findByRole('searchbox', { name: 'Search employees' });
    await userEvent.type(box, 'tom{Enter}');
    expect(router.state.location.search).toBe('?page=1&search=tom');
    await vi.waitFor(() =>
      expect(calledApis(fetchMock)).toContain('GET /api/employer/two-factor?page=1&search=tom'),
    );
    await userEvent.type(box, 'x');
    await vi.waitFor(() => expect(router.state.location.search).toBe('?page=1&search=tomx'));
    await vi.waitFor(() =>
      expect(screen.getByRole('link', { name: 'Download report (CSV)' })).toHaveAttribute(
        'href',
        '/api/employer/two-factor/report?search=tomx',
      ),
    );
  });
});
