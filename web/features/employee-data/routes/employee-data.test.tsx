import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmployeeList, EmployeeRecord } from '#contract/employee-data';
import type { SessionSummary } from '#contract/session';
import { apiError, calledApis, json, stubApi } from '#support/web/api-stubs.tsx';
import { makeBootstrap, makeSession, WithBootstrap } from '#support/web/app-support.tsx';
import { routes } from '#web/app/router.tsx';
import { loadDocument } from '#web/lib/load-document.ts';

vi.mock('#web/features/cookies/components/cookie-banner.tsx', () => ({ CookieBanner: () => null }));
vi.mock('#web/lib/load-document.ts', async (original) => ({
  ...(await original<typeof import('#web/lib/load-document.ts')>()),
  loadDocument: vi.fn(),
}));

const EMPLOYER = makeSession({ userType: 'employer', firstName: 'Alex', surname: 'Morgan' });
const SUPPORT_AS_EMPLOYER = makeSession({
  userType: 'employer',
  masquerade: { name: 'Alex Morgan', schemeYear: 2026, actor: 'support', readOnly: true },
});
const PAGE = '/app/employee-data/';

function renderAt(path: string, session: SessionSummary) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <WithBootstrap value={makeBootstrap({ session })}>
      <RouterProvider router={router} />
    </WithBootstrap>,
  );
  return router;
}

const NINA: EmployeeRecord = {
  id: 1008,
  firstName: 'Nina',
  surname: 'Patel',
  email: 'nina.new@acme.test',
  registered: false,
  joinedOn: '2026-03-02',
  dateOfBirth: '1990-04-15',
  employmentStatus: null,
  twoFactorEnabled: false,
  welcomeEmailSentAt: null,
};
const EMMA: EmployeeRecord = {
  ...NINA,
  id: 1001,
  firstName: 'Emma',
  surname: 'Fielding',
  email: 'emma.employee@acme.test',
  registered: true,
};

const LIST: EmployeeList = {
  employees: [NINA, EMMA].map(({ id, firstName, surname, email, registered, joinedOn }) => ({
    id,
    firstName,
    surname,
    email,
    registered,
    joinedOn,
  })),
  page: 1,
  lastPage: 125,
  perPage: 10,
  total: 1250,
  totalEmployees: 1250,
  totalRegisteredEmployees: 1088,
  percentageRegistered: 87,
  sort: 'name',
  direction: 'asc',
};

const REPORT = '/api/employer/employees/report';

/**
 * Waits until the page has drawn the list's new state (its report link follows the state), not
 * only the router: a control's next change is applied to the state the page shows.
 */
async function pageShows(reportQuery: string) {
  await vi.waitFor(() =>
    expect(screen.getByRole('link', { name: 'Download report (CSV)' })).toHaveAttribute(
      'href',
      reportQuery === '' ? REPORT : `${REPORT}?${reportQuery}`,
    ),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(loadDocument).mockClear();
});

describe('/app/employee-data/', () => {
  it('shows the totals with a one-decimal percentage, the rows, and links to upload and the report', async () => {
    stubApi({ 'GET /api/employer/employees': json(LIST) });
    renderAt(PAGE, EMPLOYER);
    expect(await screen.findByRole('heading', { level: 1, name: 'Employee data' })).toBeInTheDocument();
    expect(await screen.findByText('1,250', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('1,088', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('87.0%', { selector: 'dd' })).toBeInTheDocument();
    // The key figures in a sentence above them (decision 034).
    expect(
      screen.getByText('1,088 of your 1,250 employees have registered (87.0%); 162 have not yet.'),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Employees (1,250)' });
    expect(within(table).getByRole('cell', { name: 'Nina Patel' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload employee data' })).toHaveAttribute(
      'href',
      '/app/employee-data/upload',
    );
    expect(screen.getByRole('link', { name: 'Download report (CSV)' })).toHaveAttribute(
      'href',
      '/api/employer/employees/report',
    );
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 1 of 125');
  });

  it('keeps search, filter and sort in the URL; search, filter and sort return to page 1', async () => {
    const fetchMock = stubApi({ 'GET /api/employer/employees': json(LIST) });
    const router = renderAt(`${PAGE}?page=3`, EMPLOYER);
    const box = await screen.findByRole('searchbox', { name: 'Search employees' });
    await userEvent.type(box, 'pat{Enter}');
    expect(router.state.location.search).toBe('?page=1&search=pat');
    await pageShows('search=pat');
    await userEvent.selectOptions(screen.getByLabelText('Registration'), 'not-registered');
    expect(router.state.location.search).toBe('?page=1&search=pat&filter=not-registered');
    await pageShows('search=pat&filter=not-registered');
    const emailHeader = await screen.findByRole('button', { name: 'Email' });
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(emailHeader);
    expect(router.state.location.search).toBe(
      '?page=1&search=pat&filter=not-registered&sort=email&direction=asc',
    );
    await pageShows('search=pat&filter=not-registered&sort=email&direction=asc');
    await userEvent.click(await screen.findByRole('button', { name: 'Email' }));
    expect(router.state.location.search).toContain('sort=email&direction=desc');
    await vi.waitFor(() =>
      expect(calledApis(fetchMock)).toContain(
        'GET /api/employer/employees?page=1&search=pat&filter=not-registered&sort=email&direction=desc',
      ),
    );
    expect(screen.getByRole('columnheader', { name: /Email/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('link', { name: 'Download report (CSV)' })).toHaveAttribute(
      'href',
      '/api/employer/employees/report?search=pat&filter=not-registered&sort=email&direction=desc',
    );
  });

  it('narrows to a joined-date range kept in the URL, which the report link carries too', async () => {
    const fetchMock = stubApi({ 'GET /api/employer/employees': json(LIST) });
    const router = renderAt(`${PAGE}?page=3&filter=registered`, EMPLOYER);
    const range = await screen.findByRole('group', { name: 'Joined between' });
    // Usable once the app has taken the page over (ControlsAfterHydration).
    await vi.waitFor(() => expect(within(range).getByLabelText('Joined from')).toBeEnabled());
    fireEvent.change(within(range).getByLabelText('Joined from'), { target: { value: '2026-01-01' } });
    fireEvent.change(within(range).getByLabelText('Joined to'), { target: { value: '2026-01-31' } });
    // Nothing is applied while the days are typed.
    expect(router.state.location.search).toBe('?page=3&filter=registered');
    await userEvent.click(within(range).getByRole('button', { name: 'Apply dates' }));
    await vi.waitFor(() =>
      expect(router.state.location.search).toBe(
        '?page=1&filter=registered&joinedFrom=2026-01-01&joinedTo=2026-01-31',
      ),
    );
    await vi.waitFor(() =>
      expect(calledApis(fetchMock)).toContain(
        'GET /api/employer/employees?page=1&filter=registered&joinedFrom=2026-01-01&joinedTo=2026-01-31',
      ),
    );
    await pageShows('filter=registered&joinedFrom=2026-01-01&joinedTo=2026-01-31');

    await userEvent.click(await within(range).findByRole('button', { name: 'Clear dates' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?page=1&filter=registered'));
    await pageShows('filter=registered');
    await vi.waitFor(() => expect(within(range).getByLabelText('Joined from')).toHaveValue(''));
    expect(within(range).queryByRole('button', { name: 'Clear dates' })).not.toBeInTheDocument();
  });

  it('shows the range of the URL in its boxes, and ignores one the Worker would refuse', async () => {
    const fetchMock = stubApi({ 'GET /api/employer/employees': json(LIST) });
    renderAt(`${PAGE}?joinedFrom=2026-03-01&joinedTo=2026-03-31`, EMPLOYER);
    const range = await screen.findByRole('group', { name: 'Joined between' });
    expect(within(range).getByLabelText('Joined from')).toHaveValue('2026-03-01');
    expect(within(range).getByLabelText('Joined to')).toHaveValue('2026-03-31');
    await vi.waitFor(() =>
      expect(calledApis(fetchMock)).toContain(
        'GET /api/employer/employees?page=1&joinedFrom=2026-03-01&joinedTo=2026-03-31',
      ),
    );
    cleanup();
    const backwards = stubApi({ 'GET /api/employer/employees': json(LIST) });
    renderAt(`${PAGE}?joinedFrom=2026-03-31&joinedTo=2026-03-01`, EMPLOYER);
    expect(await screen.findByRole('group', { name: 'Joined between' })).toBeInTheDocument();
    await vi.waitFor(() => expect(calledApis(backwards)).toContain('GET /api/employer/employees?page=1'));
    expect(screen.getByLabelText('Joined from')).toHaveValue('');
  });

  it('says why a range cannot be applied, under the day at fault, and applies nothing', async () => {
    stubApi({ 'GET /api/employer/employees': json(LIST) });
    const router = renderAt(PAGE, EMPLOYER);
    const range = await screen.findByRole('group', { name: 'Joined between' });
    const from = within(range).getByLabelText('Joined from');
    const to = within(range).getByLabelText('Joined to');
    const applyDates = within(range).getByRole('button', { name: 'Apply dates' });
    await vi.waitFor(() => expect(applyDates).toBeEnabled());

    fireEvent.change(from, { target: { value: '2026-02-01' } });
    await userEvent.click(applyDates);
    expect(to).toHaveAccessibleDescription('Enter both dates of the range');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveFocus();

    fireEvent.change(to, { target: { value: '2026-01-01' } });
    await userEvent.click(applyDates);
    expect(to).toHaveAccessibleDescription('The range must not end before it starts');
    expect(router.state.location.search).toBe('');

    fireEvent.change(to, { target: { value: '2026-02-28' } });
    await userEvent.click(applyDates);
    await vi.waitFor(() =>
      expect(router.state.location.search).toBe('?page=1&joinedFrom=2026-02-01&joinedTo=2026-02-28'),
    );
    expect(to).not.toHaveAttribute('aria-invalid');
  });

  it('says when no employee matches, and when the list failed to load', async () => {
    stubApi({
      'GET /api/employer/employees': json({ ...LIST, employees: [], total: 0, lastPage: 1 }),
    });
    renderAt(`${PAGE}?search=zz`, EMPLOYER);
    expect(await screen.findByText('No employees found')).toBeInTheDocument();
  });

  it('shows the load error', async () => {
    stubApi({ 'GET /api/employer/employees': apiError(502) });
    renderAt(PAGE, EMPLOYER);
    expect(await screen.findByText('There was an error requesting the employee data')).toBeInTheDocument();
  });

  it("opens Nina's panel and resends her welcome e-mail after a confirmation", async () => {
    const fetchMock = stubApi({
      'GET /api/employer/employees': json(LIST),
      'GET /api/employer/employees/1008': json(NINA),
      'POST /api/employer/employees/1008/welcome-email': json({
        sentTo: 'nina.new@acme.test',
        sentAt: '2026-11-20T10:00:00.000Z',
      }),
    });
    renderAt(PAGE, EMPLOYER);
    await userEvent.click(await screen.findByRole('button', { name: 'View Nina Patel' }));
    const panel = await screen.findByRole('dialog', { name: 'Employee details' });
    // Her dates read as dates (decision 074): born 15 April 1990, joined 2 March 2026.
    expect(await within(panel).findByText('15 April 1990')).toBeInTheDocument();
    expect(within(panel).getByText('2 March 2026')).toBeInTheDocument();
    expect(panel.textContent).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
    expect(within(panel).queryByRole('button', { name: 'Act as this employee' })).not.toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Resend welcome e-mail' }));
    expect(
      within(panel).getByText(
        'Are you sure you would like to resend the welcome e-mail to Nina Patel (nina.new@acme.test)?',
      ),
    ).toBeInTheDocument();
    expect(calledApis(fetchMock).filter((call) => call.startsWith('POST'))).toEqual([]);
    await userEvent.click(within(panel).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(panel).findByText('The welcome e-mail has been sent to nina.new@acme.test.'),
    ).toBeInTheDocument();
    expect(calledApis(fetchMock).filter((call) => call.startsWith('POST'))).toEqual([
      'POST /api/employer/employees/1008/welcome-email',
    ]);
  });

  it('resends to every employee not registered once, after a confirmation stating how many', async () => {
    let release: (response: Response) => void = () => {};
    const fetchMock = stubApi({
      'GET /api/employer/employees': json(LIST),
      'POST /api/employer/employees/welcome-emails': () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    });
    renderAt(PAGE, EMPLOYER);
    await userEvent.click(await screen.findByRole('button', { name: 'Resend welcome e-mails' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Are you sure you would like to resend the welcome e-mail to all 162 employees who have not registered yet?',
    });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await within(dialog).findByRole('button', { name: 'Processing...' })).toBeInTheDocument();
    expect(calledApis(fetchMock).filter((call) => call.startsWith('POST'))).toHaveLength(1);
    await act(async () => release(json({ sent: 162, sentAt: '2026-11-20T10:00:00.000Z' })));
    expect(
      await screen.findByRole('dialog', { name: 'Welcome e-mails have been sent to 162 employees.' }),
    ).toBeInTheDocument();
  });

  it("acts as Emma after Alex's reason, choice and password: a wrong password shows the error, the right one follows the link", async () => {
    const url = 'http://acme.localhost:8787/sso-login/msqabc/2026';
    const sent: unknown[] = [];
    stubApi({
      'GET /api/employer/employees': json(LIST),
      'GET /api/employer/employees/1001': json(EMMA),
      'GET /api/employer/employees/1001/selections': json({ selections: [] }),
      'POST /api/employer/employees/1001/magic-link': ({ body }) => {
        sent.push(body);
        return (body as { password: string }).password === 'right'
          ? json({ url })
          : apiError(403, 'The password you entered is not correct', 'magic_link_wrong_password');
      },
    });
    renderAt(PAGE, EMPLOYER);
    await userEvent.click(await screen.findByRole('button', { name: 'View Emma Fielding' }));
    const panel = await screen.findByRole('dialog', { name: 'Employee details' });
    expect(within(panel).queryByRole('button', { name: 'Resend welcome e-mail' })).not.toBeInTheDocument();
    await userEvent.click(await within(panel).findByRole('button', { name: 'Act as this employee' }));
    const reason = within(panel).getByRole('textbox', { name: 'Reason' });
    const kind = within(panel).getByRole('group', { name: 'In this session you may' });
    // Read-only unless Alex chooses otherwise (decision 053).
    expect(within(kind).getByRole('radio', { name: 'Only look (read-only)' })).toBeChecked();
    const password = within(panel).getByLabelText('Your password');

    // Without a reason nothing is sent: the field says why and takes focus.
    await userEvent.type(password, 'wrong{Enter}');
    expect(reason).toHaveAccessibleDescription(
      expect.stringContaining('Please say why you are acting as this employee.'),
    );
    expect(reason).toHaveFocus();
    expect(sent).toEqual([]);

    await userEvent.type(reason, '  She asked me to check her pension form ');
    await userEvent.type(password, '{Enter}');
    expect(await within(panel).findByRole('alert')).toHaveProperty(
      'textContent',
      'The password you entered is not correct',
    );
    expect(loadDocument).not.toHaveBeenCalled();
    await userEvent.click(
      within(kind).getByRole('radio', { name: 'Look and make changes (each change is recorded)' }),
    );
    await userEvent.clear(password);
    await userEvent.type(password, 'right{Enter}');
    await vi.waitFor(() => expect(loadDocument).toHaveBeenCalledWith(url));
    expect(sent).toEqual([
      { password: 'wrong', reason: 'She asked me to check her pension form', readOnly: true },
      { password: 'right', reason: 'She asked me to check her pension form', readOnly: false },
    ]);
  });

  it('asks for the reason as one line of plain text: a link in it is refused before anything is sent', async () => {
    const sent: unknown[] = [];
    stubApi({
      'GET /api/employer/employees': json(LIST),
      'GET /api/employer/employees/1001': json(EMMA),
      'POST /api/employer/employees/1001/magic-link': ({ body }) => {
        sent.push(body);
        return json({ url: 'http://acme.localhost:8787/sso-login/msqabc/2026' });
      },
    });
    renderAt(PAGE, EMPLOYER);
    await userEvent.click(await screen.findByRole('button', { name: 'View Emma Fielding' }));
    const panel = await screen.findByRole('dialog', { name: 'Employee details' });
    await userEvent.click(await within(panel).findByRole('button', { name: 'Act as this employee' }));
    const reason = within(panel).getByRole('textbox', { name: 'Reason' });
    await userEvent.type(reason, 'Ticket 4821, see www.evil-example');
    await userEvent.type(within(panel).getByLabelText('Your password'), 'right{Enter}');
    expect(reason).toHaveAccessibleDescription(
      expect.stringContaining(
        'Please write the reason as one line of plain text, without links, web addresses or e-mail addresses.',
      ),
    );
    expect(reason).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it("shows the Worker's refusal of the reason under the field", async () => {
    stubApi({
      'GET /api/employer/employees': json(LIST),
      'GET /api/employer/employees/1001': json(EMMA),
      'GET /api/employer/employees/1001/selections': json({ selections: [] }),
      'POST /api/employer/employees/1001/magic-link': () =>
        apiError(400, 'Please correct the errors highlighted below', 'validation_failed', {
          fields: { reason: 'Please keep the reason to 500 characters or fewer.' },
        }),
    });
    renderAt(PAGE, EMPLOYER);
    await userEvent.click(await screen.findByRole('button', { name: 'View Emma Fielding' }));
    const panel = await screen.findByRole('dialog', { name: 'Employee details' });
    await userEvent.click(await within(panel).findByRole('button', { name: 'Act as this employee' }));
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Reason' }), 'Ticket 4821');
    await userEvent.type(within(panel).getByLabelText('Your password'), 'right{Enter}');
    await vi.waitFor(() =>
      expect(within(panel).getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription(
        expect.stringContaining('Please keep the reason to 500 characters or fewer.'),
      ),
    );
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lets support acting as Alex look but not resend, act as or upload', async () => {
    stubApi({
      'GET /api/employer/employees': json(LIST),
      'GET /api/employer/employees/1008': json(NINA),
    });
    renderAt(PAGE, SUPPORT_AS_EMPLOYER);
    await userEvent.click(await screen.findByRole('button', { name: 'View Nina Patel' }));
    const panel = await screen.findByRole('dialog', { name: 'Employee details' });
    expect(await within(panel).findByText('nina.new@acme.test')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Resend welcome e-mail' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend welcome e-mails' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upload employee data' })).not.toBeInTheDocument();
  });

  it('shows an employee Access Denied, asking for no data', async () => {
    const fetchMock = stubApi({});
    renderAt(PAGE, makeSession({ userType: 'employee' }));
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(calledApis(fetchMock).filter((call) => call.includes('/api/employer'))).toEqual([]);
  });
});
