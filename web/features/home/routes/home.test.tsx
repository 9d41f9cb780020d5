import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calledApis, json, renderRoutes, stubApi } from '../../../app/guards/test-helpers';
import { makeSession } from '../../../test-support';
import { Component as Home } from './home';

function renderHome(voucherOnly: boolean) {
  return renderRoutes([{ path: '/app/home/', Component: Home }], {
    path: '/app/home/',
    session: makeSession({ firstName: 'Liam', voucherOnly }),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/app/home/', () => {
  it('shows a voucher-only person their balance and the date of the last payment', async () => {
    stubApi({ 'GET /api/vouchers/balance': json({ balance: 120.5, lastPaymentDate: '2026-10-28' }) });
    renderHome(true);
    const card = screen.getByRole('region', { name: 'Your voucher balance' });
    expect(await within(card).findByText('£120.50')).toBeTruthy();
    expect(within(card).getByText('Last payment: 28 October 2026')).toBeTruthy();
  });

  it('asks for no balance for anyone else', () => {
    const fetchMock = stubApi({});
    renderHome(false);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Liam' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your voucher balance' })).toBeNull();
    expect(calledApis(fetchMock)).toEqual([]);
  });
});
