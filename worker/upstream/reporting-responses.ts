import { z } from 'zod';
import type { ReportList } from '#contract/reporting';
import { REPORT_TYPES, type ReportType } from '#contract/reporting-rules';

/** A report file name the upstream may give: letters, digits, dots and dashes, nothing to escape. */
export const SAFE_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,150}$/;

/** The upstream's report list (spec section 7: client/{id}/reports), mapped once, here. */
export function upstreamReportListSchema(type: ReportType) {
  return z
    .object({
      data: z.array(
        z.object({
          id: z.number().int().positive(),
          type: z.enum(REPORT_TYPES),
          year: z.number().int(),
          month: z.number().int().min(1).max(12),
          label: z.string(),
          provider_name: z.string().nullable(),
          closed_year: z.boolean().optional(),
          file_name: z.string().regex(SAFE_FILE_NAME),
        }),
      ),
      year: z.number().int().nullable(),
      years: z.array(z.number().int()),
    })
    .transform(
      (body): ReportList => ({
        type,
        year: body.year,
        years: body.years,
        reports: body.data.map((report) => ({
          id: report.id,
          type: report.type,
          year: report.year,
          month: report.month,
          label: report.label,
          providerName: report.provider_name,
          closedYear: report.closed_year ?? null,
          fileName: report.file_name,
        })),
      }),
    );
}

/**
 * The file name of an upstream download's Content-Disposition, when it is a plain one; otherwise
 * the fallback. The portal writes its own header from it, so nothing of the upstream's is echoed.
 */
export function downloadFileName(contentDisposition: string | null, fallback: string): string {
  const match = /filename="([^"]*)"/.exec(contentDisposition ?? '');
  const name = match?.[1];
  return name && SAFE_FILE_NAME.test(name) ? name : fallback;
}
