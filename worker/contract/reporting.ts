import { z } from 'zod';
import { MAX_REPORTS_PER_DOWNLOAD, REPORT_TYPES } from './reporting-rules';

/** Reporting (docs/decisions/028): what the SPA sends and gets on /api/employer/reports. */

/** GET /api/employer/reports: one type's reports of a year (the newest year with reports if none). */
export const reportListQuerySchema = z.object({
  type: z.enum(REPORT_TYPES),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});
export type ReportListQuery = z.infer<typeof reportListQuerySchema>;

export const reportSchema = z.object({
  id: z.number().int().positive(),
  type: z.enum(REPORT_TYPES),
  year: z.number().int(),
  month: z.number().int().min(1).max(12),
  label: z.string(),
  /** Provider reports only (spec section 3: providerName). */
  providerName: z.string().nullable(),
  /** Life-event reports only (spec section 3: closed year): the report's scheme year is over. */
  closedYear: z.boolean().nullable(),
  fileName: z.string(),
});
export type Report = z.infer<typeof reportSchema>;

export const reportListSchema = z.object({
  type: z.enum(REPORT_TYPES),
  /** The year listed; null when the client has no reports of this type at all. */
  year: z.number().int().nullable(),
  /** Every year with reports of this type, the newest first. */
  years: z.array(z.number().int()),
  reports: z.array(reportSchema),
});
export type ReportList = z.infer<typeof reportListSchema>;

export const reportIdParamSchema = z.object({ reportId: z.coerce.number().int().positive().max(1e14) });

/** GET /api/employer/reports/download?ids=1,2,3: distinct report ids, 1 to MAX_REPORTS_PER_DOWNLOAD. */
export const reportIdsQuerySchema = z.object({
  ids: z
    .string()
    .regex(/^[1-9][0-9]{0,13}(,[1-9][0-9]{0,13})*$/, 'Choose the reports to download')
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .refine((ids) => ids.length <= MAX_REPORTS_PER_DOWNLOAD, {
      message: `Choose at most ${MAX_REPORTS_PER_DOWNLOAD} reports`,
    }),
});
