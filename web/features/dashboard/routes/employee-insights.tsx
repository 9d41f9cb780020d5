import { useMemo } from 'react';
import type { EmployeeInsights } from '#contract/dashboard-insights';
import { INSIGHTS_TEXTS } from '#contract/dashboard-insights-texts';
import { formatNumber } from '#web/lib/en-gb-format.ts';
import type { PageCallsFor } from '#web/lib/page-data.tsx';
import { BarChart, type BarChartSeries } from '#web/ui/bar-chart.tsx';
import { DataSummary, hasOrHave } from '#web/ui/data-summary.tsx';
import { KeyFigures } from '#web/ui/key-figures.tsx';
import { queryRetry } from '#web/ui/load-error.tsx';
import { registeredClause, sentenceOf } from '#web/ui/summary-clauses.ts';
import { EMPLOYEE_INSIGHTS_CALL, useEmployeeInsights } from '../api/dashboard-insights';
import { formatCount, InsightsError, InsightsLoading, InsightsPage } from '../components/insights-page';

export const EMPLOYEE_INSIGHTS_TEXTS = {
  employees: 'Employees',
  registered: 'Registered',
  notRegistered: 'Not yet registered',
  twoFactor: 'Two-factor authentication on',
  ageCaption: (year: number) => `Employees by age at the end of ${year}`,
  ageBand: 'Age',
  /** Decision 034: the headcount's figures in a sentence, above them. */
  summary: (headcount: EmployeeInsights['headcount']) =>
    sentenceOf([
      registeredClause(headcount),
      `${formatNumber(headcount.twoFactorEnabled)} ${hasOrHave(headcount.twoFactorEnabled)} turned on two-factor authentication`,
    ]),
} as const;

const AGE_SERIES: readonly BarChartSeries[] = [
  { label: EMPLOYEE_INSIGHTS_TEXTS.employees, colour: 'var(--brand-primary-100)' },
];

/** /app/dashboard/employee-insights/ (spec 2.2): the workforce, its registration and its ages. */
export function Component() {
  const insights = useEmployeeInsights();
  const data = insights.data;
  const ageRows = useMemo(
    () => data?.ageBands.map((band) => ({ label: band.band, values: [band.employees] })) ?? [],
    [data],
  );
  return (
    <InsightsPage title={INSIGHTS_TEXTS.insights}>
      {insights.isError ? (
        <InsightsError {...queryRetry(insights)} />
      ) : !data ? (
        <InsightsLoading />
      ) : (
        <>
          <DataSummary>{EMPLOYEE_INSIGHTS_TEXTS.summary(data.headcount)}</DataSummary>
          <KeyFigures
            figures={[
              { label: EMPLOYEE_INSIGHTS_TEXTS.employees, value: formatCount(data.headcount.employees) },
              { label: EMPLOYEE_INSIGHTS_TEXTS.registered, value: formatCount(data.headcount.registered) },
              {
                label: EMPLOYEE_INSIGHTS_TEXTS.notRegistered,
                value: formatCount(data.headcount.notRegistered),
              },
              {
                label: EMPLOYEE_INSIGHTS_TEXTS.twoFactor,
                value: formatCount(data.headcount.twoFactorEnabled),
              },
            ]}
          />
          <BarChart
            caption={EMPLOYEE_INSIGHTS_TEXTS.ageCaption(data.schemeYear)}
            rowHeader={EMPLOYEE_INSIGHTS_TEXTS.ageBand}
            series={AGE_SERIES}
            rows={ageRows}
            formatValue={formatCount}
          />
        </>
      )}
    </InsightsPage>
  );
}

/** The calls its first render shows, which its route's loader starts (web/app/router.tsx). */
export const pageCalls: PageCallsFor = () => [EMPLOYEE_INSIGHTS_CALL];
