import { z } from 'zod';

// POST /api/employer/employee-data-uploads's form: employee-data-upload-requests.ts (zod/mini).

/**
 * Employee data uploads as the SPA gets them (spec 2.16 upload-data, section 7 data loads;
 * docs/decisions/027-employee-data-uploads.md). Limits, texts and rules: employee-data-upload-rules.ts.
 */
export const uploadRowErrorSchema = z.object({
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type UploadRowError = z.infer<typeof uploadRowErrorSchema>;

export const employeeDataUploadSchema = z.object({
  id: z.number().int(),
  status: z.enum(['invalid', 'ready', 'applied']),
  fileName: z.string(),
  rowCount: z.number().int(),
  errorCount: z.number().int(),
  errors: z.array(uploadRowErrorSchema),
  changedEmployees: z.number().int(),
  employeeCount: z.number().int(),
  /** The changed share of the client's employees, in percent to one decimal. */
  changedPercent: z.number(),
  /** More than 10 %: applying needs the second confirmation. */
  largeChange: z.boolean(),
  /** The client reviews the eligibility difference before applying (the panel's variant). */
  eligibilityImpact: z.boolean(),
  eligibilityChanges: z.number().int(),
  appliedAt: z.string().nullable(),
});
export type EmployeeDataUpload = z.infer<typeof employeeDataUploadSchema>;

export const lastUploadSchema = z.object({ lastUploadAt: z.string().nullable() });
export type LastUpload = z.infer<typeof lastUploadSchema>;

const fieldValueSchema = z.union([z.string(), z.boolean(), z.null()]);

export const eligibilityDifferenceSchema = z.object({
  employees: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      email: z.string(),
      changes: z.array(z.object({ field: z.string(), from: fieldValueSchema, to: fieldValueSchema })),
      benefitsGained: z.array(z.string()),
      benefitsLost: z.array(z.string()),
    }),
  ),
  page: z.number().int(),
  lastPage: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
});
export type EligibilityDifference = z.infer<typeof eligibilityDifferenceSchema>;

export const uploadIdParamSchema = z.object({ uploadId: z.coerce.number().int().positive().max(1e15) });

export const differenceQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(999_999).default(1),
});

/** Applying an upload: the second confirmation's flag is needed for a change over 10 %. */
export const applyUploadRequestSchema = z.object({ confirmLargeChange: z.boolean().default(false) });
export type ApplyUploadRequest = z.input<typeof applyUploadRequestSchema>;
