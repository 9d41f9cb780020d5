import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmployeeList, EmployeeRecord } from '#contract/employee-data';
import type { EmployeeSelection, EmployeeSelections, RecalculatedCost } from '#contract/employee-selections';
import type { SessionSummary } from '#contract/session';
import { apiError, calledApis, json, stubApi } from '#support/web/api-stubs.tsx';
import { makeBootstrap, makeSession, WithBootstrap } from '#support/web/app-support.tsx';
import { routes } from '#web/app/router.tsx';

vi.mock('#web/features/cookies/components/cookie-banner.tsx', () => ({ CookieBanner: () => null }));

// The employee panel's selections and costs (docs/decisions/080), through the page that opens it.

const EMPLOYER = makeSession({ userType: 'employer', firstName: 'Alex', surname: 'Morgan' });
const SUPPORT_AS_EMPLOYER = makeSession({
  userType: 'employer',
  masquerade: { name: 'Alex Morgan', schemeYear: 2026, actor: 'support', readOnly: true },
});

const ARTHUR: EmployeeRecord = {
  id: 11228,
  firstName: 'Arthur',
  surname: 'Hughes',
  email: 'arthur.hughes.1228@acme.test',
  registered: true,
  joinedOn: '2025-06-02',
  dateOfBirth: '1980-05-01',
  employmentStatus: null,
  twoFactorEnabled: false,
  welcomeEmailSentAt: null,
};
const LIST: EmployeeList = {
  employees: [
    {
      id: ARTHUR.id,
      firstName: ARTHUR.firstName,
      surname: ARTHUR.surname,
      email: ARTHUR.email,
      registered: true,
      joinedOn: ARTHUR.joinedOn,
    },
  ],
  page: 1,
  lastPage: 1,
  perPage: 10,
  total: 1,
  totalEmployees: 1250,
  totalRegisteredEmployees: 1088,
  percentageRegistered: 87,
  sort: 'name',
  direction: 'asc',
};
const LIFE: EmployeeSelection = {
  id: 80123,
  benefitId: 5206,
  benefitName: 'Life Assurance',
  status: 'live',
  statusLabel: 'Live',
  monthlyCost: 50,
  employerMonthlyCost: 10,
  startDate: '2026-01-01',
  endDate: null,
};
const GYM: EmployeeSelection = {
  ...LIFE,
  id: 80124,
  benefitId: 5203,
  benefitName: 'Gym Membership',
  status: 'opted-out',
  statusLabel: 'Opted out',
  monthlyCost: 29.99,
  employerMonthlyCost: 10,
  endDate: '2026-06-30',
};
const WILL: EmployeeSelection = {
  ...LIFE,
  id: 80125,
  benefitId: 5208,
  benefitName: 'Will Writing',
  monthlyCost: null,
  employerMonthlyCost: null,
};
const SELECTIONS: EmployeeSelections = { selections: [LIFE, GYM, WILL] };
const RECALCULATED: RecalculatedCost = {
  selection: { ...LIFE, monthlyCost: 60, employerMonthlyCost: 12 },
  previousMonthlyCost: 50,
  previousEmployerMonthlyCost: 10,
  recalculatedAt: '2026-11-20T10:00:00.000Z',
};
const POST = 'POST /api/employer/employees/11228/selections/80123/cost';

function renderPage(session: SessionSummary) {
  const router = createMemoryRouter(routes, { initialEntries: ['/app/employee-data/'] });
  render(
    <WithBootstrap value={makeBootstrap({ session })}>
      <RouterProvider router={router} />
    </WithBootstrap>,
  );
}

async function openArthur() {
  await userEvent.click(await screen.findByRole('button', { name: 'View Arthur Hughes' }));
  const panel = await screen.findByRole('dialog', { name: 'Employee details' });
  const table = await within(panel).findByRole('table', { name: 'Selections and monthly costs' });
  await within(table).findByText('Life Assurance');
  return { panel, table };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the employee panel's selections and costs", () => {
  it('asks for the selections as the panel opens, beside the record, and shows their costs', async () => {
    let releaseRecord: (response: Response) => void = () => {};
    const fetchMock = stubApi({
      'GET /api/employer/employees': json(LIST),
      'GET /api/employer/employees/11228': () =>
        new Promise<Response>((resolve) => {
          releaseRecord = resolve;
        }),
      'GET /api/employer/employees/11228/selections': json(SELECTIONS),
    });
    renderPage(EMPLOYER);
    await userEvent.click(await screen.findByRole('button', { name: 'View Arthur Hughes' }));
    await vi.waitFor(() =>
      expect(calledApis(fetchMock)).toContain('GET /api/employer/employees/11228/selections'),
    );
    await act(async () => releaseRecord(json(ARTHUR)));
    const panel = await screen.findByRole('dialog', { name: 'Employee details' });
    const table = await within(panel).findByRole('table', { name: 'Selections and monthly costs' });
    const rows = await within(table).findAllByRole('row');
    expect(
      rows.map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [],
      ['Life Assurance', 'Live', '£50.00', '£10.00', 'Recalculate cost'],
      ['Gym Membership', 'Opted out', '£29.99', '£10.00', ''],
      ['Will Writing', 'Live', 'To be confirmed', 'To be confirmed', 'Recalculate cost'],
    ]);
    expect(within(panel).getByRole('heading', { name: 'Selections and costs' })).toBeInTheDocument();
  });

  it('recalculates once after a confirmation, says the new cost politely and gives focus back', async () => {
    let release: (response: Response) => void = () => {};
    const fetchMock = stubApi({
      'GET /api/employer/employees': json(LIST),
      'GET /api/employer/employees/11228': json(ARTHUR),
      'GET /api/employer/employees/11228/selections': json(SELECTIONS),
      [POST]: () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    });
    renderPage(EMPLOYER);
    const { panel, table } = await openArthur();
    const opener = within(table).getByRole('button', { name: 'Recalculate cost of Life Assurance' });
    await userEvent.click(opener);
    const heading = within(panel).getByRole('heading', { name: 'Recalculate the cost of Life Assurance?' });
    await vi.waitFor(() => expect(heading).toHaveFocus());
    expect(
      within(panel).getByText(
        "Arthur Hughes's Life Assurance will be priced again by the benefit's current rates, and what they pay each month (now £50.00) may change. The recalculation is recorded in the audit trail.",
      ),
    ).toBeInTheDocument();
    expect(calledApis(fetchMock).filter((call) => call.startsWith('POST'))).toEqual([]);

    const confirm = within(panel).getByRole('button', { name: 'Recalculate' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await within(panel).findByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(calledApis(fetchMock).filter((call) => call.startsWith('POST'))).toHaveLength(1);
    await act(async () => release(json(RECALCULATED)));

    expect(within(panel).getByRole('status')).toHaveTextContent(
      'The cost of Life Assurance has been recalculated: the employee now pays £60.00 a month (was £50.00).',
    );
    const row = within(table).getByRole('row', { name: /Life Assurance/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Life Assurance', 'Live', '£60.00', '£12.00', 'Recalculate cost']);
    expect(within(panel).queryByRole('heading', { name: /^Recalculate the cost/ })).not.toBeInTheDocument();
    await vi.waitFor(() =>
      expect(within(table).getByRole('button', { name: 'Recalculate cost of Life Assurance' })).toHaveFocus(),
    );
  });

  it("shows the Worker's refusal clearly and keeps the confirmation open; Cancel closes it", async () => {
    stubApi({
      'GET /api/employer/employees': json(LIST),
      'GET /api/employer/employees/11228': json(ARTHUR),
      'GET /api/employer/employees/11228/selections': json(SELECTIONS),
      [POST]: apiError(422, 'Only a live selection or one awaiting approval can be recalculated'),
    });
    renderPage(EMPLOYER);
    const { panel, table } = await openArthur();
    await userEvent.click(within(table).getByRole('button', { name: 'Recalculate cost of Life Assurance' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Recalculate' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Only a live selection or one awaiting approval can be recalculated',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Cancel' }));
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
    await vi.waitFor(() =>
      expect(within(table).getByRole('button', { name: 'Recalculate cost of Life Assurance' })).toHaveFocus(),
    );
  });

  it('says so when the selections cannot be read', async () => {
    stubApi({
      'GET /api/employer/employees': json(LIST),
      'GET /api/employer/employees/11228': json(ARTHUR),
      'GET /api/employer/employees/11228/selections': apiError(502),
    });
    renderPage(EMPLOYER);
    await userEvent.click(await screen.findByRole('button', { name: 'View Arthur Hughes' }));
    const panel = await screen.findByRole('dialog', { name: 'Employee details' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      "There was an error requesting this employee's selections",
    );
  });

  it('lets support acting as Alex see the costs but not recalculate them', async () => {
    stubApi({
      'GET /api/employer/employees': json(LIST),
      'GET /api/employer/employees/11228': json(ARTHUR),
      'GET /api/employer/employees/11228/selections': json(SELECTIONS),
    });
    renderPage(SUPPORT_AS_EMPLOYER);
    const { table } = await openArthur();
    expect(within(table).getByText('£50.00')).toBeInTheDocument();
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });
});
