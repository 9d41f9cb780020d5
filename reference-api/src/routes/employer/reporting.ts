import { strToU8, zipSync } from 'fflate';
import { Hono } from 'hono';
import { z } from 'zod';
import { findSchemeYear } from '../../data/insights-repository.ts';
import {
  findPeriodLifeEvents,
  findPeriodSelections,
  findReports,
  listReports,
  listReportYears,
  type ReportRow,
} from '../../data/report-repository.ts';
import { requireBearer } from '../../http/bearer-auth.ts';
import { type ClientAdminEnv, requireClientAdmin } from '../../http/client-admin.ts';
import { legacyError } from '../../http/legacy-error.ts';
import { parsePathId } from '../../http/path-id.ts';
import {
  isClosedYear,
  lifeEventCsv,
  MAX_REPORTS_PER_DOWNLOAD,
  monthBounds,
  payrollCsv,
  providerCsv,
  REPORT_TYPES,
  type ReportPeriod,
  reportFileName,
  reportLabel,
} from '../../rules/reports.ts';

/** One report as the v1 host lists it (spec section 3: year, month, label, providerName). */
export type ReportBody = {
  id: number;
  type: (typeof REPORT_TYPES)[number];
  year: number;
  month: number;
  label: string;
  provider_name: string | null;
  /** Life-event reports only: the report's scheme year is over. */
  closed_year?: boolean;
  file_name: string;
  issued_at: string;
};

export type ReportListBody = { data: ReportBody[]; year: number | null; years: number[] };

const listQuerySchema = z.object({
  type: z.enum(REPORT_TYPES),
  year: z
    .string()
    .regex(/^[0-9]{4}$/)
    .transform(Number)
    .optional(),
});

// '12,13,20': distinct report ids, at least one and at most MAX_REPORTS_PER_DOWNLOAD.
const idsQuerySchema = z.object({
  ids: z
    .string()
    .regex(/^[1-9][0-9]{0,14}(,[1-9][0-9]{0,14})*$/)
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .refine((ids) => ids.length <= MAX_REPORTS_PER_DOWNLOAD),
});

const periodOf = (row: ReportRow): ReportPeriod => ({
  type: row.type,
  year: row.year,
  month: row.month,
  providerName: row.provider_name,
});

function toBody(row: ReportRow, schemeYear: number | null): ReportBody {
  const period = periodOf(row);
  return {
    id: row.id,
    type: row.type,
    year: row.year,
    month: row.month,
    label: reportLabel(period),
    provider_name: row.provider_name,
    ...(row.type === 'lifeevent' ? { closed_year: isClosedYear(row.year, schemeYear) } : {}),
    file_name: reportFileName(period),
    issued_at: row.issued_at,
  };
}

/** A report's file, generated now from the selections or life events of its period. */
async function reportCsv(db: D1Database, clientId: number, row: ReportRow): Promise<string> {
  if (row.type === 'lifeevent') {
    return lifeEventCsv(
      await findPeriodLifeEvents(db, clientId, `${row.year}-${String(row.month).padStart(2, '0')}`),
    );
  }
  const selections = await findPeriodSelections(
    db,
    clientId,
    monthBounds(row.year, row.month),
    row.type === 'provider' ? row.provider_name : null,
  );
  return row.type === 'payroll' ? payrollCsv(selections) : providerCsv(selections);
}

const notFound = () => Response.json(legacyError('Report not found'), { status: 404 });
const invalid = (message: string) => Response.json(legacyError(message), { status: 422 });
const FILE_HEADERS = { 'cache-control': 'no-store' } as const;

/**
 * Reporting on the older v1 host (spec section 7, Client administration): a client's payroll,
 * provider and life-event reports of a type and year, listed by month; one report's CSV; several
 * as one zip. Only the client's administrators may read them (requireClientAdmin).
 */
export const clientReportRoutes = new Hono<ClientAdminEnv>()
  .get('/client/:id/reports', requireBearer, requireClientAdmin, async (c) => {
    const parsed = listQuerySchema.safeParse(c.req.query());
    if (!parsed.success) return invalid('The report query is not valid');
    const { type } = parsed.data;
    const [years, schemeYear] = await Promise.all([
      listReportYears(c.env.DB, c.var.clientId, type),
      findSchemeYear(c.env.DB, c.var.clientId),
    ]);
    const year = parsed.data.year ?? years[0] ?? null;
    const rows = year === null ? [] : await listReports(c.env.DB, c.var.clientId, type, year);
    return c.json(
      { data: rows.map((row) => toBody(row, schemeYear)), year, years } satisfies ReportListBody,
      200,
    );
  })
  .get('/client/:id/reports/download-multiple', requireBearer, requireClientAdmin, async (c) => {
    const parsed = idsQuerySchema.safeParse(c.req.query());
    if (!parsed.success) {
      return invalid(`Choose between 1 and ${MAX_REPORTS_PER_DOWNLOAD} reports to download`);
    }
    const rows = await findReports(c.env.DB, c.var.clientId, parsed.data.ids);
    if (rows.length !== parsed.data.ids.length) return notFound();
    const files: Record<string, Uint8Array> = {};
    for (const row of rows) {
      files[reportFileName(periodOf(row))] = strToU8(await reportCsv(c.env.DB, c.var.clientId, row));
    }
    const zip = zipSync(files, { level: 6, mtime: new Date('2026-01-01T00:00:00Z') });
    return c.body(zip, 200, {
      ...FILE_HEADERS,
      'content-type': 'application/zip',
      'content-length': String(zip.byteLength),
      'content-disposition': 'attachment; filename="reports.zip"',
    });
  })
  .get('/client/:id/reports/:reportId/download', requireBearer, requireClientAdmin, async (c) => {
    const reportId = parsePathId(c.req.param('reportId'));
    if (reportId === null) return notFound();
    const [row] = await findReports(c.env.DB, c.var.clientId, [reportId]);
    if (!row) return notFound();
    const bytes = strToU8(await reportCsv(c.env.DB, c.var.clientId, row));
    return c.body(bytes, 200, {
      ...FILE_HEADERS,
      'content-type': 'text/csv; charset=utf-8',
      'content-length': String(bytes.byteLength),
      'content-disposition': `attachment; filename="${reportFileName(periodOf(row))}"`,
    });
  });
