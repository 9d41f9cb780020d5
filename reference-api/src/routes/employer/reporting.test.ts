import { env } from 'cloudflare:workers';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { callReferenceApi } from '#support/reference-api/call-reference-api.ts';
import {
  callAs,
  masqueradeHeaders,
  mintDevMasqueradeLink,
  signOnWith,
} from '#support/reference-api/masquerade-helpers.ts';
import { getWithToken, signIn } from '#support/reference-api/session-helpers.ts';
import { REPORT_IDS, REPORTED_MONTHS } from '../../seed/report-data.ts';
import type { ReportListBody } from './reporting.ts';

const ALEX_ID = 1002;
const ACME_REPORTS = '/v1/client/2/reports';
const GLOBEX_REPORTS = '/v1/client/3/reports';

const token = async (email: string) => (await signIn(email)).access_token;

async function listAs(bearer: string, query: string, path = ACME_REPORTS): Promise<ReportListBody> {
  const response = await getWithToken(`${path}?${query}`, bearer);
  expect(response.status, query).toBe(200);
  return response.json<ReportListBody>();
}

/** The CSV's lines as cells (the reports quote nothing the seed holds). */
const rowsOf = (csv: string) =>
  csv
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));

type SelectionFigures = {
  user_id: number;
  benefit: string;
  monthly_cost: unknown;
  employer_monthly_cost: unknown;
};

/** The test's own query: acme's selections live at some point of the month, in name order. */
async function selectionsRunningIn(first: string, last: string, provider?: string) {
  const { results } = await env.REF_DB.prepare(
    `SELECT s.user_id, b.name AS benefit, s.monthly_cost, s.employer_monthly_cost
     FROM selections s JOIN benefits b ON b.id = s.benefit_id JOIN users u ON u.id = s.user_id
     WHERE b.client_id = 2 AND s.status IN ('live', 'opted-out') AND s.start_date <= ?2
       AND coalesce(s.end_date, '9999-12-31') >= ?1 AND (?3 IS NULL OR b.provider_name = ?3)
     ORDER BY u.surname, u.first_name, u.id, b.position`,
  )
    .bind(first, last, provider ?? null)
    .all<SelectionFigures>();
  return results;
}

const money = (value: unknown) => (typeof value === 'number' && value > 0 ? value.toFixed(2) : 'TBC');
const sum = (values: unknown[]) =>
  (
    values.reduce<number>(
      (total, value) => total + (typeof value === 'number' ? Math.round(value * 100) : 0),
      0,
    ) / 100
  ).toFixed(2);

describe('GET /v1/client/{id}/reports', () => {
  it("lists acme's payroll reports of 2026 by month, newest first, each with its label", async () => {
    const list = await listAs(await token('alex.admin@acme.test'), 'type=payroll');
    expect(list.year).toBe(2026);
    expect(list.years).toEqual([2026]);
    expect(list.data.map((report) => report.month)).toEqual(
      Array.from({ length: REPORTED_MONTHS }, (_, index) => REPORTED_MONTHS - index),
    );
    expect(list.data.at(-1)).toMatchObject({
      id: REPORT_IDS.payroll(1),
      type: 'payroll',
      year: 2026,
      month: 1,
      label: 'Payroll report, January 2026',
      provider_name: null,
      file_name: 'payroll-report-2026-01.csv',
    });
    expect(list.data.every((report) => report.closed_year === undefined)).toBe(true);
  });

  it('lists one provider report a month for each provider whose benefits had a selection running', async () => {
    const list = await listAs(await token('alex.admin@acme.test'), 'type=provider&year=2026');
    const { results } = await env.REF_DB.prepare(
      `SELECT DISTINCT b.provider_name FROM selections s JOIN benefits b ON b.id = s.benefit_id
       WHERE b.client_id = 2 AND s.status IN ('live', 'opted-out') AND s.start_date <= '2026-03-31'
         AND coalesce(s.end_date, '9999-12-31') >= '2026-03-01' ORDER BY b.provider_name`,
    ).all<{ provider_name: string }>();
    const march = list.data.filter((report) => report.month === 3);
    expect(march.map((report) => report.provider_name)).toEqual(results.map((row) => row.provider_name));
    expect(march.length).toBeGreaterThan(1);
    expect(march[0]?.label).toBe(`Provider report for ${results[0]?.provider_name}, March 2026`);
  });

  it('marks life-event reports of the current scheme year as not closed', async () => {
    const list = await listAs(await token('alex.admin@acme.test'), 'type=lifeevent');
    expect(list.data).toHaveLength(REPORTED_MONTHS);
    expect(list.data.every((report) => report.closed_year === false)).toBe(true);
  });

  it('gives a client without reports an empty list and refuses a bad type', async () => {
    const gus = await token('gus.admin@globex.test');
    // Globex has its own reports (decision 078): with them gone, it has none.
    expect((await listAs(gus, 'type=payroll', GLOBEX_REPORTS)).data).toHaveLength(REPORTED_MONTHS);
    await env.REF_DB.prepare('DELETE FROM reports WHERE client_id = 3').run();
    expect(await listAs(gus, 'type=payroll', GLOBEX_REPORTS)).toEqual({ data: [], year: null, years: [] });
    expect((await getWithToken(`${GLOBEX_REPORTS}?type=salary`, gus)).status).toBe(422);
  });

  it("refuses employees and other clients' administrators; support acting as Alex may read", async () => {
    const emma = await token('emma.employee@acme.test');
    expect((await getWithToken(`${ACME_REPORTS}?type=payroll`, emma)).status).toBe(403);
    expect((await getWithToken(`${ACME_REPORTS}/${REPORT_IDS.payroll(3)}/download`, emma)).status).toBe(403);
    const gus = await token('gus.admin@globex.test');
    expect((await getWithToken(`${ACME_REPORTS}?type=payroll`, gus)).status).toBe(403);
    expect(
      (await getWithToken(`${ACME_REPORTS}/download-multiple?ids=${REPORT_IDS.payroll(3)}`, gus)).status,
    ).toBe(403);
    // Gus asking for acme's report through his own client finds nothing.
    expect((await getWithToken(`${GLOBEX_REPORTS}/${REPORT_IDS.payroll(3)}/download`, gus)).status).toBe(404);

    const signOn = await signOnWith(await mintDevMasqueradeLink('alex.admin@acme.test'));
    const asAlex = await callAs(signOn.access_token, `${ACME_REPORTS}?type=payroll`, {
      headers: masqueradeHeaders(ALEX_ID),
    });
    expect(asAlex.status).toBe(200);
  });
});

describe('GET /v1/client/{id}/reports/{id}/download', () => {
  it("makes March's payroll CSV from the selections running in March, with their totals", async () => {
    const response = await getWithToken(
      `${ACME_REPORTS}/${REPORT_IDS.payroll(3)}/download`,
      await token('alex.admin@acme.test'),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="payroll-report-2026-03.csv"',
    );
    const rows = rowsOf(await response.text());
    const expected = await selectionsRunningIn('2026-03-01', '2026-03-31');
    expect(rows[0]).toEqual([
      'Employee ID',
      'Employee name',
      'Benefit',
      'Employee deduction (GBP)',
      'Employer contribution (GBP)',
    ]);
    expect(rows.slice(1, -1).map((row) => [Number(row[0]), row[2], row[3], row[4]])).toEqual(
      expected.map((row) => [
        row.user_id,
        row.benefit,
        money(row.monthly_cost),
        money(row.employer_monthly_cost),
      ]),
    );
    expect(rows.at(-1)).toEqual([
      'Total',
      '',
      '',
      sum(expected.map((row) => row.monthly_cost)),
      sum(expected.map((row) => row.employer_monthly_cost)),
    ]);
    // Emma's gym membership ended with March: April's payroll no longer has it.
    expect(rows.some((row) => row[1] === 'Emma Fielding' && row[2] === 'Gym Membership')).toBe(true);
    const april = rowsOf(
      await (
        await getWithToken(
          `${ACME_REPORTS}/${REPORT_IDS.payroll(4)}/download`,
          await token('alex.admin@acme.test'),
        )
      ).text(),
    );
    expect(april.length).toBe((await selectionsRunningIn('2026-04-01', '2026-04-30')).length + 2);
    expect(april.some((row) => row[1] === 'Emma Fielding' && row[2] === 'Gym Membership')).toBe(false);
  });

  it("makes a provider's CSV of its members only, and February's life events", async () => {
    const alex = await token('alex.admin@acme.test');
    const list = await listAs(alex, 'type=provider');
    const report = list.data.find(
      (row) => row.month === 5 && row.provider_name === 'BrightSmile Dental Plans',
    );
    expect(report).toBeDefined();
    const response = await getWithToken(`${ACME_REPORTS}/${report?.id}/download`, alex);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="provider-report-2026-05-brightsmile-dental-plans.csv"',
    );
    const rows = rowsOf(await response.text());
    const expected = await selectionsRunningIn('2026-05-01', '2026-05-31', 'BrightSmile Dental Plans');
    expect(rows.slice(1, -1).map((row) => Number(row[0]))).toEqual(expected.map((row) => row.user_id));
    expect(rows.at(-1)?.[1]).toBe(`${expected.length} members`);

    const lifeEvents = rowsOf(
      await (await getWithToken(`${ACME_REPORTS}/${REPORT_IDS.lifeEvent(2)}/download`, alex)).text(),
    );
    const { results } = await env.REF_DB.prepare(
      `SELECT e.user_id, e.event_date FROM life_events e JOIN users u ON u.id = e.user_id
       WHERE u.client_id = 2 AND e.created_at LIKE '2026-02-%' ORDER BY e.created_at, e.id`,
    ).all<{ user_id: number; event_date: string }>();
    expect(results.length).toBeGreaterThan(0);
    expect(lifeEvents.slice(1).map((row) => [Number(row[0]), row[3]])).toEqual(
      results.map((row) => [row.user_id, row.event_date]),
    );
  });

  it('answers 404 for an unknown report', async () => {
    const alex = await token('alex.admin@acme.test');
    expect((await getWithToken(`${ACME_REPORTS}/999999/download`, alex)).status).toBe(404);
    expect((await getWithToken(`${ACME_REPORTS}/abc/download`, alex)).status).toBe(404);
  });
});

describe('GET /v1/client/{id}/reports/download-multiple', () => {
  it('zips the chosen reports, each file the same as its single download', async () => {
    const alex = await token('alex.admin@acme.test');
    const ids = [REPORT_IDS.payroll(3), REPORT_IDS.lifeEvent(2)];
    const response = await getWithToken(`${ACME_REPORTS}/download-multiple?ids=${ids.join(',')}`, alex);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="reports.zip"');
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual([
      'life-event-report-2026-02.csv',
      'payroll-report-2026-03.csv',
    ]);
    const single = await (
      await getWithToken(`${ACME_REPORTS}/${REPORT_IDS.payroll(3)}/download`, alex)
    ).text();
    expect(strFromU8(files['payroll-report-2026-03.csv'] ?? new Uint8Array())).toBe(single);
  });

  it('refuses an empty, malformed or too long choice, and ids that are not the client’s', async () => {
    const alex = await token('alex.admin@acme.test');
    for (const ids of ['', '1,x', Array.from({ length: 51 }, (_, index) => 9000 + index).join(',')]) {
      expect((await getWithToken(`${ACME_REPORTS}/download-multiple?ids=${ids}`, alex)).status, ids).toBe(
        422,
      );
    }
    expect(
      (await getWithToken(`${ACME_REPORTS}/download-multiple?ids=${REPORT_IDS.payroll(3)},999999`, alex))
        .status,
    ).toBe(404);
  });
});

describe('GET /manage-ccv (the stand-in card-value service)', () => {
  it('shows whom the bearer token belongs to, may be framed by the portal only, and never echoes it', async () => {
    const alex = await token('alex.admin@acme.test');
    const response = await callReferenceApi(`/manage-ccv?bearerToken=${encodeURIComponent(alex)}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Alex Morgan');
    expect(html).toContain('Acme Logistics');
    expect(html).not.toContain(alex);
    expect(response.headers.get('content-security-policy')).toContain(
      'frame-ancestors http://localhost:* http://*.localhost:*',
    );
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('refuses a missing or unknown token', async () => {
    for (const query of ['', '?bearerToken=not-a-token']) {
      const response = await callReferenceApi(`/manage-ccv${query}`);
      expect(response.status).toBe(401);
      expect(await response.text()).not.toContain('Alex');
    }
  });
});
