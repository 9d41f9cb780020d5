import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPLOYEE_DATA_TEXTS as TEXTS } from '#contract/employee-data-upload-texts';
import type { EligibilityDifference, EmployeeDataUpload } from '#contract/employee-data-uploads';
import type { SessionSummary } from '#contract/session';
import { apiError, calledApis, json, stubApi } from '#support/web/api-stubs.tsx';
import { makeBootstrap, makeSession, WithBootstrap } from '#support/web/app-support.tsx';
import { routes } from '#web/app/router.tsx';

vi.mock('#web/features/cookies/components/cookie-banner.tsx', () => ({ CookieBanner: () => null }));

const PATH = '/app/employee-data/upload';
const API = '/api/employer/employee-data-uploads';
// Acme has the data-load eligibility impact on (docs/demo-data.md); a client without it is GUS's.
const ALEX = makeSession({
  userType: 'employer',
  firstName: 'Alex',
  surname: 'Morgan',
  isDataLoadEligibilityImpactEnabled: true,
});
const GUS = makeSession({
  userType: 'employer',
  firstName: 'Gus',
  isDataLoadEligibilityImpactEnabled: false,
});

/** A stand-in for XMLHttpRequest: records the upload, reports progress, answers when told. */
class FakeUpload {
  static sent: FakeUpload[] = [];
  static answer: { status: number; body: unknown } = { status: 201, body: {} };
  method = '';
  url = '';
  body: FormData | null = null;
  status = 0;
  responseText = '';
  private listeners = new Map<string, (() => void)[]>();
  private progressListeners: ((event: {
    lengthComputable: boolean;
    loaded: number;
    total: number;
  }) => void)[] = [];
  upload = {
    addEventListener: (
      _type: string,
      listener: (event: { lengthComputable: boolean; loaded: number; total: number }) => void,
    ) => {
      this.progressListeners.push(listener);
    },
  };
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  send(body: FormData) {
    this.body = body;
    FakeUpload.sent.push(this);
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\n';
  }
  progress(loaded: number, total: number) {
    for (const listener of this.progressListeners) listener({ lengthComputable: true, loaded, total });
  }
  finish() {
    this.status = FakeUpload.answer.status;
    this.responseText = JSON.stringify(FakeUpload.answer.body);
    for (const listener of this.listeners.get('load') ?? []) listener();
  }
}

function upload(overrides: Partial<EmployeeDataUpload> = {}): EmployeeDataUpload {
  return {
    id: 41,
    status: 'ready',
    fileName: 'staff.csv',
    rowCount: 1,
    errorCount: 0,
    errors: [],
    changedEmployees: 1,
    employeeCount: 1250,
    changedPercent: 0.1,
    largeChange: false,
    eligibilityImpact: true,
    eligibilityChanges: 1,
    appliedAt: null,
    ...overrides,
  };
}

const DIFFERENCE: EligibilityDifference = {
  employees: [
    {
      id: 1006,
      name: 'Piotr Nowak',
      email: 'piotr.probation@acme.test',
      changes: [{ field: 'on_probation', from: true, to: false }],
      benefitsGained: ['Private Medical Insurance', 'Dental Cover'],
      benefitsLost: [],
    },
  ],
  page: 1,
  lastPage: 1,
  perPage: 10,
  total: 1,
};

function renderAt(path: string, session: SessionSummary = ALEX) {
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <WithBootstrap value={makeBootstrap({ session })}>
      <RouterProvider router={router} />
    </WithBootstrap>,
  );
  return { router, user: userEvent.setup({ applyAccept: false }) };
}

const csv = (name = 'staff.csv', bytes = 'email\r\n') => new File([bytes], name, { type: 'text/csv' });

async function chooseAndUpload(user: ReturnType<typeof userEvent.setup>, file = csv()) {
  await user.upload(await screen.findByLabelText(TEXTS.file), file);
  await user.click(screen.getByRole('button', { name: TEXTS.upload }));
}

afterEach(() => {
  FakeUpload.sent = [];
  vi.unstubAllGlobals();
});

const LAST = { [`GET ${API}/last-upload` as const]: json({ lastUploadAt: '2026-10-05T08:31:00.000Z' }) };

describe('/app/employee-data/upload', () => {
  it('shows the dashboard breadcrumb through Employee data, and the last upload date', async () => {
    stubApi(LAST);
    renderAt(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: TEXTS.title })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(crumbs)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/app/home/', '/app/dashboard/', '/app/employee-data/']);
    expect(within(crumbs).getByRole('link', { name: 'Employee data' })).toBeInTheDocument();
    expect(await screen.findByText('Last upload: 5 October 2026')).toBeInTheDocument();
  });

  it('refuses a file that is not CSV, or over 10 MB, before uploading anything', async () => {
    stubApi(LAST);
    const { user } = renderAt(PATH);
    await chooseAndUpload(user, new File(['x'], 'staff.xlsx', { type: 'application/vnd.ms-excel' }));
    expect(await screen.findByText(TEXTS.wrongType)).toBeInTheDocument();
    const fifty = new File(['x'], 'big.csv', { type: 'text/csv' });
    Object.defineProperty(fifty, 'size', { value: 50 * 1024 * 1024 });
    await chooseAndUpload(user, fifty);
    expect(await screen.findByText(TEXTS.tooLarge)).toBeInTheDocument();
    expect(FakeUpload.sent).toEqual([]);
  });

  it('shows the progress, then each bad row of the validation report, keeping the file chosen', async () => {
    stubApi(LAST);
    const { user } = renderAt(PATH);
    await chooseAndUpload(user);
    const [request] = FakeUpload.sent;
    if (!request) throw new Error('nothing was uploaded');
    expect([request.method, request.url]).toEqual(['POST', API]);
    const sent = request.body?.get('file');
    expect(sent instanceof File ? sent.name : null).toBe('staff.csv');
    request.progress(30, 100);
    const bar = await screen.findByRole('progressbar', { name: TEXTS.uploading });
    await waitFor(() => expect(bar).toHaveAttribute('value', '30'));

    FakeUpload.answer = {
      status: 201,
      body: upload({
        status: 'invalid',
        errorCount: 2,
        errors: [
          { row: 3, column: 'email', message: 'No employee of yours has this email' },
          { row: 5, column: 'on_probation', message: 'Please enter yes or no' },
        ],
      }),
    };
    request.finish();
    const report = await screen.findByRole('table', { name: TEXTS.reportCaption });
    expect(
      within(report)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'RowColumnProblem',
      '3emailNo employee of yours has this email',
      '5on_probationPlease enter yes or no',
    ]);
    expect(document.activeElement?.textContent).toBe(TEXTS.invalidHeading);
    const input = screen.getByLabelText(TEXTS.file) as HTMLInputElement;
    expect(input.files?.[0]?.name).toBe('staff.csv');
  });

  it('eligibility impact: shows who gains what and applies nothing until Apply is pressed', async () => {
    let applied = 0;
    const fetchMock = stubApi({
      ...LAST,
      [`GET ${API}/41/eligibility-difference` as const]: json(DIFFERENCE),
      [`POST ${API}/41/apply` as const]: () => {
        applied += 1;
        return json(upload({ status: 'applied', appliedAt: '2026-11-20T10:00:00.000Z' }));
      },
    });
    const { user, router } = renderAt(PATH);
    FakeUpload.answer = { status: 201, body: upload() };
    await chooseAndUpload(user);
    FakeUpload.sent[0]?.finish();
    const table = await screen.findByRole('table', { name: TEXTS.differenceCaption });
    expect(await within(table).findByText('Private Medical Insurance, Dental Cover')).toBeInTheDocument();
    expect(within(table).getByText('on_probation: yes → no')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?upload=41');
    expect(applied).toBe(0);

    await user.click(screen.getByRole('button', { name: TEXTS.confirm }));
    expect(await screen.findByText(TEXTS.success(1))).toBeInTheDocument();
    expect(applied).toBe(1);
    expect(calledApis(fetchMock)).toContain(`POST ${API}/41/apply`);
  });

  it('a change over 10 % asks a second time and sends the flag only then', async () => {
    const bodies: unknown[] = [];
    stubApi({
      ...LAST,
      [`GET ${API}/41/eligibility-difference` as const]: json({ ...DIFFERENCE, employees: [], total: 0 }),
      [`POST ${API}/41/apply` as const]: ({ body }) => {
        bodies.push(body);
        return json(
          upload({ status: 'applied', changedEmployees: 200, appliedAt: '2026-11-20T10:00:00.000Z' }),
        );
      },
    });
    const { user } = renderAt(PATH);
    FakeUpload.answer = {
      status: 201,
      body: upload({ changedEmployees: 200, changedPercent: 16, largeChange: true }),
    };
    await chooseAndUpload(user);
    FakeUpload.sent[0]?.finish();
    await user.click(await screen.findByRole('button', { name: TEXTS.confirm }));
    const dialog = await screen.findByRole('dialog', { name: TEXTS.largeTitle });
    expect(within(dialog).getByText(TEXTS.largeBody(200, 1250, '16.0'))).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: TEXTS.largeConfirm }));
    expect(await screen.findByText(TEXTS.success(200))).toBeInTheDocument();
    expect(bodies).toEqual([{ confirmLargeChange: true }]);
  });

  it('promises the review first as soon as it opens when the client has the eligibility impact (decision 083)', async () => {
    stubApi(LAST);
    renderAt(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: TEXTS.title })).toBeInTheDocument();
    expect(screen.getByText(TEXTS.reviewFirst)).toBeInTheDocument();
    expect(screen.queryByText(TEXTS.appliedOnUpload)).not.toBeInTheDocument();
  });

  it('says a clean file is applied on upload when the client has no eligibility impact', async () => {
    stubApi(LAST);
    renderAt(PATH, GUS);
    expect(await screen.findByRole('heading', { level: 1, name: TEXTS.title })).toBeInTheDocument();
    expect(screen.getByText(TEXTS.appliedOnUpload)).toBeInTheDocument();
    expect(screen.queryByText(TEXTS.reviewFirst)).not.toBeInTheDocument();
  });

  it('keeps the promised review even when the upload says the impact has since gone', async () => {
    let applied = 0;
    stubApi({
      ...LAST,
      [`POST ${API}/41/apply` as const]: () => {
        applied += 1;
        return json(upload({ status: 'applied', eligibilityImpact: false, appliedAt: 'x' }));
      },
    });
    const { user } = renderAt(PATH);
    FakeUpload.answer = { status: 201, body: upload({ eligibilityImpact: false }) };
    await chooseAndUpload(user);
    FakeUpload.sent[0]?.finish();
    expect(await screen.findByRole('heading', { name: TEXTS.summaryHeading })).toBeInTheDocument();
    expect(screen.getByText(TEXTS.summary(1, 1250))).toBeInTheDocument();
    expect(applied).toBe(0);
    await user.click(screen.getByRole('button', { name: TEXTS.confirm }));
    expect(await screen.findByText(TEXTS.success(1))).toBeInTheDocument();
    expect(applied).toBe(1);
  });

  it('without eligibility impact a small clean file is applied at once', async () => {
    stubApi({
      ...LAST,
      [`POST ${API}/41/apply` as const]: json(
        upload({ status: 'applied', eligibilityImpact: false, appliedAt: 'x' }),
      ),
    });
    const { user } = renderAt(PATH, GUS);
    FakeUpload.answer = { status: 201, body: upload({ eligibilityImpact: false }) };
    await chooseAndUpload(user);
    FakeUpload.sent[0]?.finish();
    expect(await screen.findByText(TEXTS.success(1))).toBeInTheDocument();
  });

  it('says when the template cannot be had', async () => {
    stubApi({ ...LAST, [`GET ${API}/template` as const]: apiError(502) });
    const { user } = renderAt(PATH);
    await user.click(await screen.findByRole('button', { name: TEXTS.template }));
    expect(await screen.findByText(TEXTS.templateError)).toBeInTheDocument();
  });

  it('shows an employee Access Denied, asking for no data', async () => {
    const fetchMock = stubApi({});
    renderAt(PATH, makeSession({ userType: 'employee' }));
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(calledApis(fetchMock).filter((call) => call.includes('/api/employer'))).toEqual([]);
  });
});
