// The employee data list as a client grows (issue 18): the same page call (search + sort + page)
// through the Worker on acme at its demo size and at a bench-only size, budget p50(large) ≤ 2 ×
// p50(small). The page reads index ranges and a kept head count (migration 0013), so its cost should
// not grow with the client; a table scan would make it grow about 40-fold.
import { benchGrowthRatio, prepareGrownStates } from './growth-ratio.mjs';

/** acme at its demo size (docs/demo-data.md) and grown for the bench only (never the demo data). */
export const EMPLOYEE_LIST_HEADCOUNTS = { small: 1250, large: 50_000 };
/** p50 at the large size may be at most this many times p50 at the small one (issue 18). */
export const EMPLOYEE_LIST_BUDGET = { connections: 10, p50Ratio: 2 };
/** The call timed: page 2 of a search, sorted by e-mail, descending (both sizes have a page 2). */
export const EMPLOYEE_LIST_PATH = '/api/employer/employees?page=2&search=smi&sort=email&direction=desc';

/**
 * The page call on acme at its demo size and grown by reference-api/scripts/write-bench-employees-sql.ts,
 * and the rows of the table.
 * @param {{ durationSeconds: number, slices: number, warmUpSeconds: number }} timing
 * @returns {Promise<import('./table.mjs').Row[]>}
 */
export function benchEmployeeList(timing) {
  return benchGrowthRatio({
    ...timing,
    id: 'employee-list',
    states: prepareGrownStates('.tmp/bench-state/employee-list', {
      large: {
        script: 'reference-api/scripts/write-bench-employees-sql.ts',
        count: EMPLOYEE_LIST_HEADCOUNTS.large,
      },
    }),
    path: EMPLOYEE_LIST_PATH,
    sizes: EMPLOYEE_LIST_HEADCOUNTS,
    budget: EMPLOYEE_LIST_BUDGET,
    label: 'Employee list page (search + sort + page) through the Worker',
    unit: 'employees',
    totalOf: (answer) => /** @type {{ totalEmployees?: unknown }} */ (answer).totalEmployees,
  });
}

export const EMPLOYEE_LIST_METHOD = `- **Employee list as a client grows**: \`GET ${EMPLOYEE_LIST_PATH}\` with Alex's session cookie,
  through the portal Worker to the reference API (both \`wrangler dev\` of the built Workers, as the BFF
  overhead), on two fresh databases: the demo data (acme has ${EMPLOYEE_LIST_HEADCOUNTS.small.toLocaleString('en-GB')} people) and the demo data
  grown to ${EMPLOYEE_LIST_HEADCOUNTS.large.toLocaleString('en-GB')} acme people by a bench-only statement
  (\`reference-api/scripts/write-bench-employees-sql.ts\`, the same generator as the seed's people;
  never part of the demo data). Closed loop at ${EMPLOYEE_LIST_BUDGET.connections} connections, slices alternating between the sizes.
  Budget: p50 at ${EMPLOYEE_LIST_HEADCOUNTS.large.toLocaleString('en-GB')} ≤ ${EMPLOYEE_LIST_BUDGET.p50Ratio} × p50 at ${EMPLOYEE_LIST_HEADCOUNTS.small.toLocaleString('en-GB')}
  (indexes and a kept head count, not table scans: docs/decisions/026-employee-data.md). \`BENCH_ONLY=employee-list npm run bench\`
  runs this section alone and prints its rows without rewriting this file.`;
