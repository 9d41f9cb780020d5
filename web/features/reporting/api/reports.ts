import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { REPORT_TYPES, type ReportType } from '#contract/reporting-rules';
import { type DownloadProgress, readFileWithProgress } from '#web/lib/file-download.ts';
import { pageCall, pageCallQuery } from '#web/lib/page-call.ts';
import { fetchPath, portal } from '#web/lib/portal-client.ts';

export const REPORTS_KEY = ['reporting', 'reports'] as const;

const isReportType = (value: string | null): value is ReportType =>
  (REPORT_TYPES as readonly (string | null)[]).includes(value);

/** The open panel and its year, from the URL: reload and Back keep (or close) them. */
export function reportingStateOf(params: URLSearchParams): { type: ReportType | null; year: number | null } {
  const type = params.get('report');
  const year = Number(params.get('year'));
  return {
    type: isReportType(type) ? type : null,
    year: Number.isInteger(year) && year >= 2000 && year <= 2100 ? year : null,
  };
}

/** One type's reports of a year (null: the newest year with reports). */
export function reportListCall(type: ReportType, year: number | null) {
  return pageCall(
    portal.api.employer.reports,
    { query: { type, ...(year === null ? {} : { year: String(year) }) } },
    [...REPORTS_KEY, type, year],
  );
}

/** GET /api/employer/reports, for the open panel's type. */
export function useReportList(type: ReportType | null, year: number | null) {
  return useQuery({
    ...pageCallQuery(reportListCall(type ?? 'payroll', year)),
    queryKey: [...REPORTS_KEY, type, year],
    enabled: type !== null,
    placeholderData: keepPreviousData,
  });
}

// The files are streamed (no JSON answer to type): the typed client names their paths only.
export const singleReportPath = (reportId: number) =>
  portal.api.employer.reports[':reportId'].download.$path({ param: { reportId: String(reportId) } });
// The ids joined by plain commas, as the route's query reads them (the client would encode them).
export const multipleReportsPath = (reportIds: readonly number[]) =>
  `${portal.api.employer.reports.download.$path()}?ids=${reportIds.join(',')}` as const;

/**
 * A report file from the Worker, read as its bytes arrive so the page can show the progress (the
 * response's stream, against its Content-Length), then handed over whole as a Blob to be saved.
 * A refusal arrives as ApiRequestError with the Worker's error shape, like every other call's.
 */
export async function downloadReportFile(
  path: `/api/${string}`,
  fallbackName: string,
  onProgress: (progress: DownloadProgress) => void,
  signal?: AbortSignal,
): Promise<{ blob: Blob; fileName: string }> {
  const response = await fetchPath(path, { headers: { accept: '*/*' }, ...(signal ? { signal } : {}) });
  return readFileWithProgress(response, fallbackName, onProgress);
}
