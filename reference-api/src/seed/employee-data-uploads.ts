// Acme's last employee data upload before the demo (docs/decisions/027): applied by Alex on 5 October
// 2026, so the upload page has a "Last upload" date to show. Its file predates the demo's bucket, so
// only the row is seeded (an applied upload is never read again).

import { CLIENT_IDS } from './demo-data.ts';
import { ACME_EMPLOYEE_COUNT } from './generated-employees.ts';

const ALEX_ID = 1002;

export const demoEmployeeDataUploads = [
  {
    id: 1,
    client_id: CLIENT_IDS.acme,
    uploaded_by: ALEX_ID,
    uploaded_at: '2026-10-05T08:30:00.000Z',
    file_key: 'employee-data/2/seed-2026-10-05.csv',
    file_name: 'acme-starters-october.csv',
    file_size: 2048,
    status: 'applied',
    row_count: 12,
    error_count: 0,
    errors: '[]',
    changed_employees: 12,
    employee_count: ACME_EMPLOYEE_COUNT,
    eligibility_changes: 0,
    changes_digest: null,
    applied_by: ALEX_ID,
    applied_at: '2026-10-05T08:31:00.000Z',
  },
] as const;
