// Acme's reports (DEMO-DATA.md: payroll, provider and life-event reports for each month of 2026 to
// date; docs/decisions/028). Each month from January to the seed's November was reported on the
// 20th: one payroll and one life-event report, and one provider report for every provider whose
// benefits had a selection running that month, read from the seeded selections themselves. Globex
// and C8 Demo have theirs the same way (decision 078), with ids of their own.
import { ranInPeriodSql } from '../data/report-repository.ts';
import { selection } from '../data/schema.ts';
import { CLIENT_IDS, SCHEME_YEAR } from './demo-data.ts';

/** The months reported on so far: January to November 2026 (the seed's today is 22 November). */
export const REPORTED_MONTHS = 11;

/**
 * Report ids per client: payroll base + 100 + month, life events base + 300 + month, providers
 * base + 400 + 20 × month + n; acme's base is 9000, Globex's 10000 and C8 Demo's 11000.
 */
const REPORT_BASES: readonly (readonly [clientId: number, base: number])[] = [
  [CLIENT_IDS.acme, 9000],
  [CLIENT_IDS.globex, 10000],
  [CLIENT_IDS.localhost, 11000],
];

/** Acme's report ids, as the tests name them. */
export const REPORT_IDS = {
  payroll: (month: number) => 9100 + month,
  lifeEvent: (month: number) => 9300 + month,
} as const;

const REPORT_COLUMNS = selection('reports', [
  'id',
  'client_id',
  'type',
  'year',
  'month',
  'provider_name',
  'issued_at',
]).sql;

const MONTHS = `WITH RECURSIVE m(month) AS (SELECT 1 UNION ALL SELECT month + 1 FROM m WHERE month < ${REPORTED_MONTHS})`;
const FIRST_DAY = `printf('${SCHEME_YEAR}-%02d-01', m.month)`;
const LAST_DAY = `date(${FIRST_DAY}, '+1 month', '-1 day')`;
const ISSUED_AT = `printf('${SCHEME_YEAR}-%02d-20T09:00:00.000Z', m.month)`;

function monthlyReportsStatement(clientId: number, type: 'payroll' | 'lifeevent', firstId: number): string {
  return `${MONTHS}
INSERT INTO reports (${REPORT_COLUMNS})
SELECT ${firstId} + m.month, ${clientId}, '${type}', ${SCHEME_YEAR}, m.month, NULL, ${ISSUED_AT} FROM m`;
}

function providerReportsStatement(clientId: number, firstId: number): string {
  return `${MONTHS},
providers(month, provider_name) AS (
  SELECT DISTINCT m.month, b.provider_name
  FROM m JOIN benefits b ON b.client_id = ${clientId} AND b.provider_name IS NOT NULL
  -- EXISTS stops at a benefit's first selection that ran: the generated people give acme thousands.
  WHERE EXISTS (
    SELECT 1 FROM selections s WHERE s.benefit_id = b.id AND ${ranInPeriodSql('s', FIRST_DAY, LAST_DAY)}
  )
)
INSERT INTO reports (${REPORT_COLUMNS})
SELECT ${firstId} + 20 * m.month + row_number() OVER (PARTITION BY m.month ORDER BY p.provider_name),
  ${clientId}, 'provider', ${SCHEME_YEAR}, m.month, p.provider_name, ${ISSUED_AT}
FROM providers p JOIN m ON m.month = p.month`;
}

/** After the selections: the provider reports are read from them. */
export function reportStatements(): string[] {
  return REPORT_BASES.flatMap(([clientId, base]) => [
    monthlyReportsStatement(clientId, 'payroll', base + 100),
    monthlyReportsStatement(clientId, 'lifeevent', base + 300),
    providerReportsStatement(clientId, base + 400),
  ]);
}
