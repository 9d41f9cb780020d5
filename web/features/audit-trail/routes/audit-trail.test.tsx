import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditTrail } from '#contract/audit-trail';
import type { SessionSummary } from '#contract/session';
import { calledApis, json, stubApi } from '#support/web/api-stubs.tsx';
import { makeBootstrap, makeSession, WithBootstrap } from '#support/web/app-support.tsx';
import { routes } from '#web/app/router.tsx';

vi.mock('#web/features/cookies/components/cookie-banner.tsx', () => ({ CookieBanner: () => null }));

const EMPLOYER = makeSession({ userType: 'employer', firstName: 'Alex', surname: 'Morgan' });
const PATH = '/app/dashboard/audit-trail';

function renderAt(path: string, session: SessionSummary = EMPLOYER) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <WithBootstrap value={makeBootstrap({ session })}>
      <RouterProvider router={router} />
    </WithBootstrap>,
  );
  return router;
}

const ALEX = { id: 1002, name: 'Alex Morgan', email: 'alex.admin@acme.test' };

const TRAIL: AuditTrail = {
  events: [
    {
      id: 14,
      action: 'welcome-email-resent',
      occurredAt: '2026-11-17T15:12:00.000Z',
      actor: { ...ALEX, role: 'employer' },
      subject: { id: 1008, name: 'Nina Patel', email: 'nina.new@acme.test' },
      detail: { bulk: false },
    },
    {
      id: 7,
      action: 'act-as-export',
      occurredAt: '2026-10-01T08:20:00.000Z',
      actor: { id: 9001, name: 'Sam Ito', email: 'sam.support@c8.test', role: 'support' },
      subject: ALEX,
      detail: { export: 'Employee list (CSV)', route: 'GET /v2/client/2/employees/download-report' },
    },
    {
      id: 6,
      action: 'act-as-started',
      occurredAt: '2026-10-01T08:05:00.000Z',
      actor: { id: 9001, name: 'Sam Ito', email: 'sam.support@c8.test', role: 'support' },
      subject: ALEX,
      detail: { reason: 'Ticket 4471: report totals look wrong', readOnly: true, actorType: 'support' },
    },
    {
      id: 2,
      action: 'two-factor-enforcement-changed',
      occurredAt: '2026-09-10T11:02:00.000Z',
      actor: { ...ALEX, role: 'employer' },
      subject: null,
      detail: { enforced: true },
    },
  ],
  page: 1,
  lastPage: 2,
  perPage: 10,
  total: 13,
};

const EMPTY: AuditTrail = { events: [], page: 1, lastPage: 1, perPage: 10, total: 0 };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/app/dashboard/audit-trail', () => {
  it('lists who did what, newest first, with UTC times, the people involved and the particulars', async () => {
    stubApi({ 'GET /api/employer/audit-trail': json(TRAIL) });
    renderAt(PATH);
    const table = await screen.findByRole('table', { name: 'Audit trail events (13)' });
    // The answer first, in a sentence (decision 034).
    expect(
      screen.getByText(
        '13 events are on the trail, newest first. Download CSV gives every one of them, not only this page.',
      ),
    ).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [
        '17 Nov 2026, 15:12',
        'Welcome e-mail resent',
        'Alex Morganalex.admin@acme.test',
        'Nina Patelnina.new@acme.test',
        'To this employee',
      ],
      [
        '1 Oct 2026, 08:20',
        'Data exported in an act-as session',
        'Sam Ito (support)sam.support@c8.test',
        'Alex Morganalex.admin@acme.test',
        'Employee list (CSV): GET /v2/client/2/employees/download-report',
      ],
      [
        '1 Oct 2026, 08:05',
        'Act-as session started',
        'Sam Ito (support)sam.support@c8.test',
        'Alex Morganalex.admin@acme.test',
        'Support, read-only: Ticket 4471: report totals look wrong',
      ],
      [
        '10 Sept 2026, 11:02',
        'Two-factor enforcement changed',
        'Alex Morganalex.admin@acme.test',
        '—',
        'Enforced',
      ],
    ]);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('says so while the events load, and when no event matches', async () => {
    let answer: (value: ReturnType<typeof json<AuditTrail>>) => void = () => {};
    stubApi({ 'GET /api/employer/audit-trail': () => new Promise((resolve) => (answer = resolve)) });
    renderAt(`${PATH}?person=nobody`);
    expect(await screen.findByText('Loading the audit trail…')).toBeInTheDocument();
    answer(json(EMPTY));
    expect(await screen.findByText('No events found')).toBeInTheDocument();
  });

  it('keeps the action, person, days and page in the URL, and the CSV link follows them without the page', async () => {
    const fetchMock = stubApi({ 'GET /api/employer/audit-trail': json(TRAIL) });
    const router = renderAt(`${PATH}?page=2`);
    await screen.findByRole('table', { name: 'Audit trail events (13)' });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Welcome e-mail resent');
    expect(router.state.location.search).toBe('?page=1&action=welcome-email-resent');
    expect(await screen.findByText(/^13 events match these filters, newest first\./)).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Person' }), 'nina{Enter}');
    expect(router.state.location.search).toBe('?page=1&action=welcome-email-resent&person=nina');

    await userEvent.type(screen.getByLabelText('From'), '2026-11-01');
    await userEvent.type(screen.getByLabelText('To'), '2026-11-30');
    await userEvent.click(screen.getByRole('button', { name: 'Apply dates' }));
    const filtered = '?page=1&action=welcome-email-resent&person=nina&from=2026-11-01&to=2026-11-30';
    expect(router.state.location.search).toBe(filtered);
    await vi.waitFor(() =>
      expect(calledApis(fetchMock)).toContain(`GET /api/employer/audit-trail${filtered}`),
    );
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/employer/audit-trail/report?action=welcome-email-resent&person=nina&from=2026-11-01&to=2026-11-30',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(router.state.location.search).toBe(filtered.replace('page=1', 'page=2'));
  });

  it('refuses half a range under the day at fault, changing nothing', async () => {
    stubApi({ 'GET /api/employer/audit-trail': json(TRAIL) });
    const router = renderAt(PATH);
    await screen.findByRole('table', { name: 'Audit trail events (13)' });
    await userEvent.type(screen.getByLabelText('From'), '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: 'Apply dates' }));
    expect(await screen.findByText('Enter both dates of the range')).toBeInTheDocument();
    expect(screen.getByLabelText('To')).toHaveFocus();
    expect(router.state.location.search).toBe('');
  });

  it('shows an employee Access Denied, asking for no events', async () => {
    const fetchMock = stubApi({});
    renderAt(PATH, makeSession({ userType: 'employee' }));
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(calledApis(fetchMock).filter((call) => call.includes('/api/employer'))).toEqual([]);
  });
});
