import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Report, ReportList } from '#contract/reporting';
import type { SessionSummary } from '#contract/session';
import { apiError, calledApis, json, stubApi } from '#support/web/api-stubs.tsx';
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

const payroll = (month: number): Report => ({
  id: 9100 + month,
  type: 'payroll',
  year: 2026,
  month,
  label: `Payroll report, ${['January', 'February', 'March'][month - 1]} 2026`,
  providerName: null,
  closedYear: null,
  fileName: `payroll-report-2026-0${month}.csv`,
});

const PAYROLL: ReportList = {
  type: 'payroll',
  year: 2026,
  years: [2026, 2025],
  reports: [payroll(3), payroll(2), payroll(1)],
};

const EMPTY: ReportList = { type: 'payroll', year: null, years: [], reports: [] };

/** A CSV answer sent in two halves; the second waits until the test releases it. */
function heldCsv(name: string) {
  const first = new TextEncoder().encode('Employee ID,Employee name\r\n');
  const second = new TextEncoder().encode('1001,Emma Fielding\r\n');
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const response = () =>
    new Response(
      new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(first);
          await released;
          controller.enqueue(second);
          controller.close();
        },
      }),
      {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-length': String(first.byteLength + second.byteLength),
          'content-disposition': `attachment; filename="${name}"`,
        },
      },
    );
  return {
    response,
    release,
    share: Math.round((first.byteLength / (first.byteLength + second.byteLength)) * 100),
  };
}

let saved: { name: string; type: string }[] = [];

beforeEach(() => {
  saved = [];
  let created = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    created += 1;
    saved.push({ name: '', type: blob instanceof Blob ? blob.type : '' });
    return `blob:report-${created}`;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const last = saved.at(-1);
    if (last) last.name = this.download;
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the permission matrix on reporting and voucher management', () => {
  for (const path of ['/app/reporting', '/app/ccv/manage']) {
    it(`shows an employee Access Denied on ${path}, asking for nothing`, async () => {
      const fetchMock = stubApi({});
      renderAt(path, makeSession({ userType: 'employee' }));
      expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
      expect(calledApis(fetchMock)).toEqual([]);
      expect(document.querySelector('iframe')).not.toBeInTheDocument();
    });
  }
});

describe('voucher management while acting as someone (decision 065)', () => {
  it('tells support acting as Alex plainly that it is not available, and opens no frame', async () => {
    const fetchMock = stubApi({});
    const samAsAlex = {
      ...EMPLOYER,
      masquerade: { name: 'Alex Morgan', schemeYear: 2026, actor: 'support', readOnly: false },
    } satisfies SessionSummary;
    renderAt('/app/ccv/manage', samAsAlex);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(
      screen.getByText('Voucher management is not available while you are acting as someone.'),
    ).toBeVisible();
    expect(document.querySelector('iframe')).not.toBeInTheDocument();
    expect(calledApis(fetchMock)).toEqual([]);
  });
});

describe('/app/reporting', () => {
  it('opens the payroll panel from its card, lists the reports by month, and keeps it in the URL', async () => {
    stubApi({ 'GET /api/employer/reports': json(PAYROLL) });
    const router = renderAt('/app/reporting', EMPLOYER);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reporting' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'View payroll reports' }));
    const panel = await screen.findByRole('dialog', { name: 'Payroll reports' });
    expect(router.state.location.search).toBe('?report=payroll');
    await within(panel).findByRole('cell', { name: 'March 2026' });
    const rows = within(panel).getAllByRole('row');
    expect(rows.slice(1).map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'March 2026',
      'February 2026',
      'January 2026',
    ]);
    expect((within(panel).getByRole('combobox', { name: 'Year' }) as HTMLSelectElement).value).toBe('2026');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it("downloads one report, showing its progress as the bytes arrive, then saves it under the Worker's name", async () => {
    const csv = heldCsv('payroll-report-2026-03.csv');
    const fetchMock = stubApi({
      'GET /api/employer/reports': json(PAYROLL),
      'GET /api/employer/reports/9103/download': csv.response,
    });
    renderAt('/app/reporting?report=payroll', EMPLOYER);
    const panel = await screen.findByRole('dialog', { name: 'Payroll reports' });
    await userEvent.click(
      await within(panel).findByRole('button', { name: 'Download Payroll report, March 2026' }),
    );
    const bar = await within(panel).findByRole('progressbar', {
      name: 'Downloading payroll-report-2026-03.csv',
    });
    await waitFor(() => expect((bar as HTMLProgressElement).value).toBe(csv.share));
    expect(within(panel).getByRole('status')).toHaveTextContent(`${csv.share}%`);
    csv.release();
    expect(
      await within(panel).findByText('Download complete: payroll-report-2026-03.csv'),
    ).toBeInTheDocument();
    expect(saved).toEqual([{ name: 'payroll-report-2026-03.csv', type: 'text/csv; charset=utf-8' }]);
    expect(calledApis(fetchMock)).toContain('GET /api/employer/reports/9103/download');
  });

  it('downloads the ticked reports together as one zip', async () => {
    const zip = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]);
    const fetchMock = stubApi({
      'GET /api/employer/reports': json(PAYROLL),
      'GET /api/employer/reports/download': new Response(zip, {
        headers: {
          'content-type': 'application/zip',
          'content-length': String(zip.byteLength),
          'content-disposition': 'attachment; filename="reports.zip"',
        },
      }),
    });
    renderAt('/app/reporting?report=payroll', EMPLOYER);
    const panel = await screen.findByRole('dialog', { name: 'Payroll reports' });
    const chooseAll = await within(panel).findByRole('button', { name: 'Download selected' });
    expect(chooseAll).toBeDisabled();
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Select Payroll report, March 2026' }));
    await userEvent.click(
      within(panel).getByRole('checkbox', { name: 'Select Payroll report, January 2026' }),
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Download selected (2)' }));
    expect(await within(panel).findByText('Download complete: reports.zip')).toBeInTheDocument();
    expect(calledApis(fetchMock)).toContain('GET /api/employer/reports/download?ids=9103,9101');
    expect(saved).toEqual([{ name: 'reports.zip', type: 'application/zip' }]);
  });

  it('says so when there are no reports', async () => {
    stubApi({ 'GET /api/employer/reports': json(EMPTY) });
    renderAt('/app/reporting?report=payroll', EMPLOYER);
    const panel = await screen.findByRole('dialog', { name: 'Payroll reports' });
    expect(await within(panel).findByText('It looks like you have no reports available')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Download selected/ })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('combobox', { name: 'Year' })).not.toBeInTheDocument();
  });

  it("shows the type's error text when the list or a download fails", async () => {
    stubApi({ 'GET /api/employer/reports': apiError(502, 'Failed to fetch') });
    renderAt('/app/reporting?report=provider', EMPLOYER);
    const providers = await screen.findByRole('dialog', { name: 'Provider reports' });
    expect(
      await within(providers).findByText('There was an error requesting your provider report'),
    ).toBeInTheDocument();
  });

  it('shows the payroll error text when a download is refused', async () => {
    stubApi({
      'GET /api/employer/reports': json(PAYROLL),
      'GET /api/employer/reports/9101/download': apiError(404, 'Report not found'),
    });
    renderAt('/app/reporting?report=payroll', EMPLOYER);
    const panel = await screen.findByRole('dialog', { name: 'Payroll reports' });
    await userEvent.click(
      await within(panel).findByRole('button', { name: 'Download Payroll report, January 2026' }),
    );
    expect(
      await within(panel).findByText('There was an error requesting your payroll report'),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});

describe('/app/ccv/manage', () => {
  it('frames the Worker route that redirects to the card-value service, without asking for the token', async () => {
    const fetchMock = stubApi({});
    renderAt('/app/ccv/manage', EMPLOYER);
    expect(await screen.findByRole('heading', { level: 1, name: 'Voucher management' })).toBeInTheDocument();
    const frame = screen.getByTitle('Employer card-value service: voucher management');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', '/api/employer/ccv/manage-frame');
    expect(calledApis(fetchMock)).toEqual([]);
  });
});

describe('/app/reporting: what each kind of report holds (decision 035)', () => {
  const listOf = (type: Report['type'], year: number | null, months: readonly number[]): ReportList => ({
    type,
    year,
    years: year === null ? [] : [year],
    reports: months.map((month) => ({ ...payroll(month), id: 9000 + month, type, year: year ?? 2026 })),
  });
  const byType = (lists: Record<string, ReportList | Response>) =>
    stubApi({
      'GET /api/employer/reports': ({ url }) => {
        const answer = lists[url.searchParams.get('type') ?? ''];
        return answer instanceof Response ? answer : json(answer);
      },
    });

  it('leads with how many of each there are and the newest month, and opens a panel on its list at once', async () => {
    byType({
      payroll: listOf('payroll', 2026, [3, 2, 1]),
      provider: listOf('provider', 2026, [3, 3, 2, 1]),
      lifeevent: listOf('lifeevent', 2025, [12]),
    });
    renderAt('/app/reporting', EMPLOYER);
    expect(
      await screen.findByText(
        'In 2026 you have 3 payroll and 4 provider reports, and in 2025 you have 1 life event report, the newest for March 2026.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'View payroll reports' }));
    const panel = await screen.findByRole('dialog', { name: 'Payroll reports' });
    // From the summary's answer, with no loading state in between.
    expect(within(panel).getByRole('row', { name: /Payroll report, March 2026/ })).toBeInTheDocument();
  });

  it("gives the spec's empty text when there are none, and leaves out a kind whose list failed", async () => {
    byType({ payroll: EMPTY, provider: EMPTY, lifeevent: EMPTY });
    renderAt('/app/reporting', EMPLOYER);
    expect(await screen.findByText('It looks like you have no reports available')).toBeInTheDocument();
    cleanup();
    byType({
      payroll: listOf('payroll', 2026, [11]),
      provider: apiError(502),
      lifeevent: listOf('lifeevent', 2026, [11, 10]),
    });
    renderAt('/app/reporting', EMPLOYER);
    expect(
      await screen.findByText(
        'In 2026 you have 1 payroll and 2 life event reports, the newest for November 2026.',
      ),
    ).toBeInTheDocument();
  });

  it('shows Try again when every list failed, and the sentence once they answer', async () => {
    let failing = true;
    stubApi({
      'GET /api/employer/reports': ({ url }) =>
        failing ? apiError(502) : json({ ...PAYROLL, type: url.searchParams.get('type') as Report['type'] }),
    });
    renderAt('/app/reporting', EMPLOYER);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(
      screen.getByText('It looks like something has gone wrong, please try again later'),
    ).toBeInTheDocument();
    failing = false;
    await userEvent.click(retry);
    expect(
      await screen.findByText(
        'In 2026 you have 3 payroll, 3 provider and 3 life event reports, the newest for March 2026.',
      ),
    ).toBeInTheDocument();
  });
});
