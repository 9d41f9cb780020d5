import { z } from 'zod';
import type { EligibilityDifference, EmployeeDataUpload, LastUpload } from '#contract/employee-data-uploads';

/** The upstream's data load (spec section 7, employee-data-uploads/{id}), mapped once, here. */
export const upstreamUploadSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(['invalid', 'ready', 'applied']),
    file_name: z.string(),
    row_count: z.number().int(),
    error_count: z.number().int(),
    errors: z.array(z.object({ row: z.number().int(), column: z.string(), message: z.string() })),
    changed_employees: z.number().int(),
    employee_count: z.number().int(),
    changed_percent: z.number(),
    large_change: z.boolean(),
    eligibility_impact: z.boolean(),
    eligibility_changes: z.number().int(),
    applied_at: z.string().nullable(),
  })
  .transform(
    (body): EmployeeDataUpload => ({
      id: body.id,
      status: body.status,
      fileName: body.file_name,
      rowCount: body.row_count,
      errorCount: body.error_count,
      errors: body.errors,
      changedEmployees: body.changed_employees,
      employeeCount: body.employee_count,
      changedPercent: body.changed_percent,
      largeChange: body.large_change,
      eligibilityImpact: body.eligibility_impact,
      eligibilityChanges: body.eligibility_changes,
      appliedAt: body.applied_at,
    }),
  );

export const upstreamLastUploadSchema = z
  .object({ date_last_upload: z.string().nullable() })
  .transform((body): LastUpload => ({ lastUploadAt: body.date_last_upload }));

const valueSchema = z.union([z.string(), z.boolean(), z.null()]);

export const upstreamDifferenceSchema = z
  .object({
    data: z.array(
      z.object({
        employee_id: z.number().int(),
        first_name: z.string(),
        surname: z.string(),
        email: z.string(),
        changes: z.array(z.object({ field: z.string(), from: valueSchema, to: valueSchema })),
        benefits_gained: z.array(z.string()),
        benefits_lost: z.array(z.string()),
      }),
    ),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  })
  .transform(
    (body): EligibilityDifference => ({
      employees: body.data.map((row) => ({
        id: row.employee_id,
        name: `${row.first_name} ${row.surname}`,
        email: row.email,
        changes: row.changes,
        benefitsGained: row.benefits_gained,
        benefitsLost: row.benefits_lost,
      })),
      page: body.current_page,
      lastPage: body.last_page,
      perPage: body.per_page,
      total: body.total,
    }),
  );
