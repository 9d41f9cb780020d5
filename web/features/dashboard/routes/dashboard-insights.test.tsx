import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmployeeInsights, Engagement, TakeUpDetail, TakeUpList } from '#contract/dashboard-insights';
import { apiError, calledApis, json, renderRoutes, stubApi } from '#support/web/api-stubs.tsx';
import { makeSession } from '#support/web/app-support.tsx';
import { routes } from '#web/app/router.tsx';

const ALEX = makeSession({ firstName: 'Alex', surname: 'Morgan', userType: 'employer' });

const TAKE_UP: TakeUpList = {
  source: 'insights',
  benefits: [
    {
      benefitId: 5202,
      name: 'Dental Cover',
      live: 1,
      awaitingApproval: 0,
      optedOut: 0,
      rejected: 0,
      takeUpRate: 9.1,
    },
    {
      benefitId: 5204,
      name: 'Cycle to Work',
      live: 0,
      awaitingApproval: 3,
      optedOut: 0,
      rejected: 0,
      takeUpRate: 0,
    },
  ],
};

const CYCLE: TakeUpDetail = {
  source: 'insights',
  benefit: TAKE_UP.benefits[1] ?? (undefined as never),
  selectionsByMonth: Array.from({ length: 12 }, (_, index) => ({
    month: `2026-${String(index + 1).padStart(2, '0')}`,
    selections: index === 10 ? 3 : 0,
  })),
  people: [
    {
      selectionId: 6001,
      name: 'Emma Fielding',
      email: 'emma.employee@acme.test',
      status: 'awaiting-approval',
      startDate: '2026-11-18',
      endDate: null,
    },
  ],
  page: 1,
  lastPage: 1,
  perPage: 10,
  total: 1,
};

// A pension of 23 people: the stub answers the page and search the call asks for, as the Worker does.
const PENSION_PEOPLE: TakeUpDetail['people'] = Array.from({ length: 23 }, (_, index) => ({
  selectionId: 7000 + index,
  name: `Person ${index + 1}`,
  email: `person${index + 1}@acme.test`,
  status: 'live',
  startDate: '2026-01-01',
  endDate: null,
}));

function pensionPage({ url }: { url: URL }) {
  const page = Number(url.searchParams.get('page') ?? '1');
  const search = (url.searchParams.get('search') ?? '').toLowerCase();
  const matching = PENSION_PEOPLE.filter((person) =>
    `${person.name} ${person.email}`.toLowerCase().includes(search),
  );
  return json<TakeUpDetail>({
    ...CYCLE,
    benefit: { ...(TAKE_UP.benefits[0] ?? (undefined as never)), benefitId: 5205, name: 'Pension', live: 23 },
    people: matching.slice((page - 1) * 10, page * 10),
    page,
    lastPage: Math.max(1, Math.ceil(matching.length / 10)),
    total: matching.length,
  });
}

const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td')?.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/app/dashboard/', () => {
  it('gives an employer a tile for each section', async () => {
    stubApi({});
    renderRoutes(routes, { path: '/app/dashboard/', session: ALEX });
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 1, name: 'Employer dashboard' });
    const links = within(main)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual([
      '/app/dashboard/employee-engagement/',
      '/app/dashboard/employee-insights/',
      '/app/dashboard/benefit-takeup',
      '/app/dashboard/platform-settings/',
      '/app/employee-data/',
      '/app/dashboard/approve-selections',
      '/app/reporting',
      '/app/ccv/manage',
      '/app/dashboard/audit-trail',
    ]);
  });

  const HEADCOUNT: EmployeeInsights = {
    schemeYear: 2026,
    headcount: { employees: 1088, registered: 1087, notRegistered: 1, twoFactorEnabled: 3 },
    ageBands: [],
  };
  const PENDING = {
    benefits: [
      { benefitId: 5204, benefitName: 'Cycle to Work', count: 14 },
      { benefitId: 5206, benefitName: 'Home and Electronics', count: 1 },
    ],
  };

  it('leads with how many have registered and how many selections wait, from the two calls (decision 035)', async () => {
    stubApi({
      'GET /api/employer/employee-insights': json(HEADCOUNT),
      'GET /api/employer/approvals': json(PENDING),
    });
    renderRoutes(routes, { path: '/app/dashboard/', session: ALEX });
    expect(
      await screen.findByText(
        '1,087 of your 1,088 employees have registered, and 15 selections for 2 benefits are awaiting your approval.',
      ),
    ).toBeInTheDocument();
  });

  it('says when nothing waits, and keeps the other clause when one call fails', async () => {
    stubApi({
      'GET /api/employer/employee-insights': apiError(502),
      'GET /api/employer/approvals': json({ benefits: [] }),
    });
    renderRoutes(routes, { path: '/app/dashboard/', session: ALEX });
    expect(await screen.findByText('No selections are awaiting your approval.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('shows Try again when both fail, and the sentence once they answer', async () => {
    let failing = true;
    stubApi({
      'GET /api/employer/employee-insights': () => (failing ? apiError(502) : json(HEADCOUNT)),
      'GET /api/employer/approvals': () => (failing ? apiError(502) : json(PENDING)),
    });
    renderRoutes(routes, { path: '/app/dashboard/', session: ALEX });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(
      screen.getByText('It looks like something has gone wrong, please try again later'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open reporting' })).toBeInTheDocument();
    failing = false;
    await userEvent.click(retry);
    expect(
      await screen.findByText(/^1,087 of your 1,088 employees have registered, and 15 selections/),
    ).toBeInTheDocument();
  });
});

describe.each([
  ['/app/dashboard/employee-engagement/'],
  ['/app/dashboard/employee-insights/'],
  ['/app/dashboard/benefit-takeup'],
  ['/app/dashboard/benefit-takeup/5204'],
])('%s', (path) => {
  it.each([
    ['an employee', makeSession({ userType: 'employee' })],
    ['a voucher-only leaver', makeSession({ employmentStatus: 'left', voucherOnly: true })],
  ])('shows %s Access Denied and asks for no data', async (_who, session) => {
    const fetchMock = stubApi({});
    renderRoutes(routes, { path, session });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/api/employer')),
    ).toEqual([]);
  });
});

describe('/app/dashboard/employee-engagement/', () => {
  it('shows the totals and a table for each chart with the same numbers', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const engagement: Engagement = {
      year: 2026,
      totalLogins: 1234,
      loginsByWeek: [
        { weekStart: '2025-12-29', logins: 400 },
        { weekStart: '2026-01-05', logins: 834 },
      ],
      loginsToday: 17,
      totalRegistrations: 30,
      registrationsByMonth: [
        { month: '2026-01', registrations: 20 },
        { month: '2026-02', registrations: 10 },
      ],
    };
    stubApi({ 'GET /api/employer/engagement': json(engagement) });
    renderRoutes(routes, { path: '/app/dashboard/employee-engagement/', session: ALEX });
    const logins = await screen.findByRole('table', { name: 'Sign-ins each week of 2026' });
    expect(within(logins).getByRole('row', { name: /Week of 5 Jan/ })).toHaveTextContent('834');
    const registrations = screen.getByRole('table', { name: 'New registrations each month of 2026' });
    expect(within(registrations).getByRole('row', { name: /February/ })).toHaveTextContent('10');
    expect(screen.getByText('Sign-ins in 2026').nextSibling?.textContent).toBe('1,234');
    expect(screen.getByText('Sign-ins today').nextSibling?.textContent).toBe('17');
    // The totals in a sentence above them (decision 034).
    expect(
      screen.getByText(
        'In 2026, your employees have signed in 1,234 times and 30 new employees have registered.',
      ),
    ).toBeInTheDocument();
  });
});

describe('/app/dashboard/employee-insights/', () => {
  it('leads with the headcount in a sentence, then its figures and the ages', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const insights: EmployeeInsights = {
      schemeYear: 2026,
      headcount: { employees: 500, registered: 412, notRegistered: 88, twoFactorEnabled: 1 },
      ageBands: [{ band: '25-34', employees: 200 }],
    };
    stubApi({ 'GET /api/employer/employee-insights': json(insights) });
    renderRoutes(routes, { path: '/app/dashboard/employee-insights/', session: ALEX });
    expect(
      await screen.findByText(
        '412 of your 500 employees have registered, and 1 has turned on two-factor authentication.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Registered').nextSibling?.textContent).toBe('412');
    expect(screen.getByRole('table', { name: 'Employees by age at the end of 2026' })).toBeInTheDocument();
  });
});

describe('/app/dashboard/benefit-takeup', () => {
  it('shows the chart table, and a benefit in the view-benefit-takeup-detail panel', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubApi({
      'GET /api/employer/benefit-takeup': json(TAKE_UP),
      'GET /api/employer/benefit-takeup/5204': json(CYCLE),
    });
    renderRoutes(routes, { path: '/app/dashboard/benefit-takeup', session: ALEX });
    const table = await screen.findByRole('table', { name: 'Current selections of each benefit' });
    expect(within(table).getByRole('row', { name: /Cycle to Work/ }).textContent).toBe('Cycle to Work0300');
    const opener = screen.getByRole('button', { name: 'View Cycle to Work take-up' });
    await userEvent.click(opener);
    const panel = await screen.findByRole('dialog', { name: 'Cycle to Work take-up' });
    expect(await within(panel).findByRole('row', { name: /Emma Fielding/ })).toBeInTheDocument();
    expect(within(panel).getByText('Page 1 of 1')).toBeInTheDocument();
    expect(within(panel).getByRole('row', { name: /Emma Fielding/ })).toHaveTextContent('Awaiting approval');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it("says 'No benefit takeup data found' when there are no benefits", async () => {
    stubApi({ 'GET /api/employer/benefit-takeup': json({ source: 'takeup', benefits: [] }) });
    renderRoutes(routes, { path: '/app/dashboard/benefit-takeup', session: ALEX });
    expect(await screen.findByText('No benefit takeup data found')).toBeInTheDocument();
  });

  it("says 'There was an error requesting the benefit takeup data' when the call fails", async () => {
    stubApi({ 'GET /api/employer/benefit-takeup': apiError(502) });
    renderRoutes(routes, { path: '/app/dashboard/benefit-takeup', session: ALEX });
    expect(
      await screen.findByText('There was an error requesting the benefit takeup data'),
    ).toBeInTheDocument();
  });
});

describe('/app/dashboard/benefit-takeup/:benefitId', () => {
  it("shows one benefit's figures, its months as a table and its people", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubApi({ 'GET /api/employer/benefit-takeup/5204': json(CYCLE) });
    renderRoutes(routes, { path: '/app/dashboard/benefit-takeup/5204', session: ALEX });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cycle to Work take-up' }),
    ).toBeInTheDocument();
    // The answer first, in a sentence (decision 034), then the figures it sums up.
    expect(
      screen.getByText(
        '0 employees have Cycle to Work live (0% of your workforce), and 3 selections are awaiting approval.',
      ),
    ).toBeInTheDocument();
    const months = screen.getByRole('table', { name: 'Cycle to Work selections made each month of 2026' });
    expect(within(months).getByRole('row', { name: /November/ }).textContent).toBe('November3');
    expect(
      screen.getByRole('table', { name: 'Employees who have chosen Cycle to Work' }),
    ).toBeInTheDocument();
  });

  it('pages the people 10 at a time with the page in the URL, and Back returns to the page before', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchMock = stubApi({ 'GET /api/employer/benefit-takeup/5205': pensionPage });
    const { router } = renderRoutes(routes, { path: '/app/dashboard/benefit-takeup/5205', session: ALEX });
    const table = await screen.findByRole('table', { name: 'Employees who have chosen Pension' });
    expect(rowNames(table)).toEqual(PENSION_PEOPLE.slice(0, 10).map((person) => person.name));
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(router.state.location.search).toBe('?page=2');
    await waitFor(() => expect(screen.getByText('Page 2 of 3')).toBeInTheDocument());
    await waitFor(() =>
      expect(rowNames(table)).toEqual(PENSION_PEOPLE.slice(10, 20).map((person) => person.name)),
    );
    expect(calledApis(fetchMock)).toContain('GET /api/employer/benefit-takeup/5205?page=2');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(rowNames(table)).toEqual(['Person 21', 'Person 22', 'Person 23']));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByText('Page 2 of 3')).toBeInTheDocument());
    expect(rowNames(table)).toEqual(PENSION_PEOPLE.slice(10, 20).map((person) => person.name));
  });

  it("opens on the URL's page, as a reload does", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchMock = stubApi({ 'GET /api/employer/benefit-takeup/5205': pensionPage });
    renderRoutes(routes, { path: '/app/dashboard/benefit-takeup/5205?page=3', session: ALEX });
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Person 23/ })).toBeInTheDocument();
    expect(calledApis(fetchMock)).not.toContain('GET /api/employer/benefit-takeup/5205?page=1');
  });

  it('searches by name or e-mail from page 1, in the URL, and says when nobody matches', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchMock = stubApi({ 'GET /api/employer/benefit-takeup/5205': pensionPage });
    const { router } = renderRoutes(routes, {
      path: '/app/dashboard/benefit-takeup/5205?page=2',
      session: ALEX,
    });
    const box = await screen.findByRole('searchbox', { name: 'Search employees' });
    await userEvent.type(box, 'person2{Enter}');
    expect(router.state.location.search).toBe('?page=1&search=person2');
    await waitFor(() =>
      expect(rowNames(screen.getByRole('table', { name: 'Employees who have chosen Pension' }))).toEqual([
        'Person 2',
        'Person 20',
        'Person 21',
        'Person 22',
        'Person 23',
      ]),
    );
    expect(calledApis(fetchMock)).toContain('GET /api/employer/benefit-takeup/5205?page=1&search=person2');
    await userEvent.clear(box);
    await userEvent.type(box, 'nobody{Enter}');
    expect(await screen.findByText('No employees found')).toBeInTheDocument();
    // The benefit has people: the spec's empty text is for a benefit with none.
    expect(screen.queryByText('No benefit takeup data found')).not.toBeInTheDocument();
  });

  it('has no months table for a client without insights, and the empty text without people', async () => {
    stubApi({
      'GET /api/employer/benefit-takeup/5301': json({
        ...CYCLE,
        source: 'takeup',
        selectionsByMonth: null,
        people: [],
        total: 0,
      }),
    });
    renderRoutes(routes, { path: '/app/dashboard/benefit-takeup/5301', session: ALEX });
    expect(await screen.findByText('No benefit takeup data found')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /each month/ })).not.toBeInTheDocument();
    // Nothing to search either.
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('shows the take-up error when the call fails', async () => {
    stubApi({ 'GET /api/employer/benefit-takeup/5204': apiError(404) });
    renderRoutes(routes, { path: '/app/dashboard/benefit-takeup/5204', session: ALEX });
    expect(
      await screen.findByText('There was an error requesting the benefit takeup data'),
    ).toBeInTheDocument();
  });
});
