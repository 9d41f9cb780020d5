import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PendingSelections } from '#contract/approvals';
import type { SessionSummary } from '#contract/session';
import { apiError, calledApis, json, stubApi } from '#support/web/api-stubs.tsx';
import { makeBootstrap, makeSession, WithBootstrap } from '#support/web/app-support.tsx';
import { routes } from '#web/app/router.tsx';

vi.mock('#web/features/cookies/components/cookie-banner.tsx', () => ({ CookieBanner: () => null }));

const EMPLOYER = makeSession({ userType: 'employer', firstName: 'Alex', surname: 'Morgan' });
const SUPPORT_AS_EMPLOYER = makeSession({
  userType: 'employer',
  masquerade: { name: 'Alex Morgan', schemeYear: 2026, actor: 'support', readOnly: true },
});

function renderAt(path: string, session: SessionSummary) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <WithBootstrap value={makeBootstrap({ session })}>
      <RouterProvider router={router} />
    </WithBootstrap>,
  );
  return router;
}

const CYCLE: PendingSelections = {
  benefitId: 5204,
  benefitName: 'Cycle to Work',
  orderValueLabel: 'Bike and equipment value (£)',
  columns: ['Email', 'Requested on'],
  selections: [
    {
      selectionId: 6002,
      employeeName: 'Emma Fielding',
      orderValue: 1200,
      fields: { Email: 'emma.employee@acme.test', 'Requested on': '2026-11-18' },
    },
    {
      selectionId: 70001,
      employeeName: 'Olivia Smith',
      orderValue: 450,
      fields: { Email: 'olivia.smith.1@acme.test', 'Requested on': '2026-11-02' },
    },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the permission matrix on the approvals pages', () => {
  const PAGES = ['/app/dashboard/approve-selections', '/app/dashboard/approve-selections/5204'];
  const REFUSED: [string, SessionSummary][] = [
    ['an employee', makeSession({ userType: 'employee' })],
    ['a voucher-only leaver', makeSession({ employmentStatus: 'left', voucherOnly: true })],
    ['an administrator who has left', makeSession({ userType: 'employer', employmentStatus: 'left' })],
  ];
  for (const [who, session] of REFUSED) {
    for (const path of PAGES) {
      it(`shows ${who} Access Denied on ${path}, asking for no data`, async () => {
        const fetchMock = stubApi({});
        renderAt(path, session);
        expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
        expect(calledApis(fetchMock).filter((call) => call.includes('/api/employer'))).toEqual([]);
      });
    }
  }
});

describe('/app/dashboard/approve-selections', () => {
  it('says how many selections wait for how many benefits, above the table (decision 034)', async () => {
    stubApi({
      'GET /api/employer/approvals': json({
        benefits: [
          { benefitId: 5204, benefitName: 'Cycle to Work', count: 11 },
          { benefitId: 5202, benefitName: 'Dental Cover', count: 1 },
        ],
      }),
    });
    renderAt('/app/dashboard/approve-selections', EMPLOYER);
    expect(
      await screen.findByText('12 selections for 2 benefits are awaiting your approval.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cycle to Work' })).toBeInTheDocument();
  });

  it('has no sentence when nothing waits: the table says so', async () => {
    stubApi({ 'GET /api/employer/approvals': json({ benefits: [] }) });
    renderAt('/app/dashboard/approve-selections', EMPLOYER);
    expect(await screen.findByText('No approval data found')).toBeInTheDocument();
    expect(screen.queryByText(/awaiting your approval/)).not.toBeInTheDocument();
  });
});

describe('/app/dashboard/approve-selections/:benefitId', () => {
  it('shows the title, dynamic columns and the nothing-ticked dialog', async () => {
    stubApi({ 'GET /api/employer/approvals/5204': json(CYCLE) });
    renderAt('/app/dashboard/approve-selections/5204', EMPLOYER);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cycle to Work Selections awaiting approval' }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['', 'Employee', 'Bike and equipment value (£)', 'Email', 'Requested on']);
    expect(within(table).getByRole('cell', { name: '1,200' })).toBeInTheDocument();
    // A field that is a calendar day reads as a date (decision 074).
    expect(within(table).getByRole('cell', { name: '18 Nov 2026' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'No selections to approve, please review your choice',
    });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('sends one decision however often the action is pressed, reading Processing... meanwhile', async () => {
    let release: (response: Response) => void = () => {};
    const fetchMock = stubApi({
      'GET /api/employer/approvals/5204': json(CYCLE),
      'POST /api/employer/approvals/decisions': () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    });
    const router = renderAt('/app/dashboard/approve-selections/5204', EMPLOYER);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select all selections' }));
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Are you sure you would like to approve these selections?',
    });
    const action = within(dialog).getByRole('button', { name: 'Approve' });
    fireEvent.click(action);
    fireEvent.click(action);
    expect(await within(dialog).findByRole('button', { name: 'Processing...' })).toBeInTheDocument();
    const decisions = calledApis(fetchMock).filter((call) => call.startsWith('POST'));
    expect(decisions).toHaveLength(1);
    expect(
      JSON.parse(String(fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')?.[1]?.body)),
    ).toEqual({
      selectionIds: [6002, 70001],
      approval: true,
    });
    await act(async () => release(json({ selectionIds: [6002, 70001], status: 'live', decidedAt: 'x' })));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/app/dashboard/'));
  });

  it('says when there is nothing to approve, or when the data failed to load', async () => {
    stubApi({ 'GET /api/employer/approvals/5204': json({ ...CYCLE, selections: [] }) });
    renderAt('/app/dashboard/approve-selections/5204', EMPLOYER);
    expect(await screen.findByText('No approval data found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('shows the load error', async () => {
    stubApi({ 'GET /api/employer/approvals/5204': apiError(502) });
    renderAt('/app/dashboard/approve-selections/5204', EMPLOYER);
    expect(await screen.findByText('There was an error requesting the approvals data')).toBeInTheDocument();
  });

  it('hides ticking, Approve and Reject from support acting as the administrator', async () => {
    stubApi({ 'GET /api/employer/approvals/5204': json(CYCLE) });
    renderAt('/app/dashboard/approve-selections/5204', SUPPORT_AS_EMPLOYER);
    expect(await screen.findByRole('cell', { name: 'Emma Fielding' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });
});

// An approver (spec 6; docs/decisions/075): the approvals, and nothing else of the dashboard.
describe('an approver', () => {
  const APPROVER = makeSession({ approver: true, firstName: 'Abby', surname: 'Clarke' });

  it('approves from the benefit’s page and returns to the approvals, led there by no dashboard crumb', async () => {
    stubApi({
      'GET /api/employer/approvals/5204': json(CYCLE),
      'POST /api/employer/approvals/decisions': json({
        selectionIds: [70001],
        status: 'live',
        decidedAt: 'x',
      }),
      'GET /api/employer/approvals': json({ benefits: [] }),
    });
    const router = renderAt('/app/dashboard/approve-selections/5204', APPROVER);
    const breadcrumb = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).queryByRole('link', { name: 'Employer dashboard' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Olivia Smith' }));
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Are you sure you would like to approve these selections?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/app/dashboard/approve-selections'));
  });

  for (const path of [
    '/app/dashboard/',
    '/app/employee-data/',
    '/app/reporting',
    '/app/dashboard/audit-trail',
  ]) {
    it(`shows the approver Access Denied on ${path}, asking for no data`, async () => {
      const fetchMock = stubApi({});
      renderAt(path, APPROVER);
      expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
      expect(calledApis(fetchMock).filter((call) => call.includes('/api/employer/'))).toEqual([]);
    });
  }
});
