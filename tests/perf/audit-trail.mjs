// The employer's audit trail as it grows (issue 32, docs/decisions/057): the same list call through
// the Worker on acme with 1,000 and with 100,000 events, budget p50(large) ≤ 2 × p50(small). A page
// and its count read an index range of the client's trail, so the cost should barely grow with it;
// a scan of the trail would make it grow about 100-fold.
import { benchGrowthRatio, prepareGrownStates } from './growth-ratio.mjs';

/** acme's trail grown for the bench only (never the demo data, which has 12 events). */
export const AUDIT_TRAIL_SIZES = { small: 1000, large: 100_000 };
/** p50 at the large size may be at most this many times p50 at the small one (issue 32). */
export const AUDIT_TRAIL_BUDGET = { connections: 10, p50Ratio: 2 };
/** The call timed: page 2 of the whole trail, newest first, with its count (both sizes have a page 2). */
export const AUDIT_TRAIL_PATH = '/api/employer/audit-trail?page=2';
const GROW = 'reference-api/scripts/write-bench-audit-events-sql.ts';

/**
 * The list call on acme's trail at both sizes, and the rows of the table.
 * @param {{ durationSeconds: number, slices: number, warmUpSeconds: number }} timing
 * @returns {Promise<import('./table.mjs').Row[]>}
 */
export function benchAuditTrail(timing) {
  return benchGrowthRatio({
    ...timing,
    id: 'audit-trail',
    states: prepareGrownStates('.tmp/bench-state/audit-trail', {
      small: { script: GROW, count: AUDIT_TRAIL_SIZES.small },
      large: { script: GROW, count: AUDIT_TRAIL_SIZES.large },
    }),
    path: AUDIT_TRAIL_PATH,
    sizes: AUDIT_TRAIL_SIZES,
    budget: AUDIT_TRAIL_BUDGET,
    label: 'Audit trail page (page 2 and the count) through the Worker',
    unit: 'events',
    totalOf: (answer) => /** @type {{ total?: unknown }} */ (answer).total,
  });
}

export const AUDIT_TRAIL_METHOD = `- **Audit trail as it grows**: \`GET ${AUDIT_TRAIL_PATH}\` with Alex's session cookie, through the
  portal Worker to the reference API (both \`wrangler dev\` of the built Workers, as the employee list), on two
  fresh databases: the demo data with acme's trail grown to ${AUDIT_TRAIL_SIZES.small.toLocaleString('en-GB')} and to ${AUDIT_TRAIL_SIZES.large.toLocaleString('en-GB')} events by a bench-only
  statement (\`reference-api/scripts/write-bench-audit-events-sql.ts\`; never part of the demo data). Closed loop at
  ${AUDIT_TRAIL_BUDGET.connections} connections, slices alternating between the sizes. Budget: p50 at ${AUDIT_TRAIL_SIZES.large.toLocaleString('en-GB')} ≤ ${AUDIT_TRAIL_BUDGET.p50Ratio} × p50 at
  ${AUDIT_TRAIL_SIZES.small.toLocaleString('en-GB')} (index ranges, not scans of the trail: docs/decisions/057-employer-audit-trail.md).
  \`BENCH_ONLY=audit-trail npm run bench\` runs this section alone and prints its rows without rewriting this file.`;
