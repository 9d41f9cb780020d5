import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { EmployeeInsights } from '#contract/dashboard-insights';
import { INSIGHTS_TEXTS } from '#contract/dashboard-insights-texts';
import { formatNumber } from '#web/lib/en-gb-format.ts';
import type { PageCallsFor } from '#web/lib/page-data.tsx';
import { BarChart, type BarChartSeries } from '#web/ui/bar-chart.tsx';
import { DataSummary } from '#web/ui/data-summary.tsx';
import { KeyFigures } from '#web/ui/key-figures.tsx';
import { queryRetry } from '#web/ui/load-error.tsx';
import { EMPLOYEE_INSIGHTS_CALL, useEmployeeInsights } from '../api/dashboard-insights';
import { formatCount, InsightsError, InsightsLoading, InsightsPage } from '../components/insights-page';

export const EMPLOYEE_INSIGHTS_TEXTS = {
  employees: msg`Employees`,
  registered: msg`Registered`,
  notRegistered: msg`Not yet registered`,
  twoFactor: msg`Two-factor authentication on`,
  ageCaption: (year: number) => msg`Employees by age at the end of ${year}`,
  ageBand: msg`Age`,
  /**
   * Decision 034: the headcount's figures in a sentence, above them, in the words of the dashboard's
   * registered clause (web/ui/summary-clauses.ts).
   */
  summary: ({ employees, registered: registeredCount, twoFactorEnabled }: EmployeeInsights['headcount']) => {
    const registered = formatNumber(registeredCount);
    const twoFactor = formatNumber(twoFactorEnabled);
    return msg`${registered} of your ${plural(employees, { one: '# employee', other: '# employees' })} ${plural(registeredCount, { one: 'has', other: 'have' })} registered, and ${twoFactor} ${plural(twoFactorEnabled, { one: 'has', other: 'have' })} turned on two-factor authentication.`;
  },
} as const;

/** /app/dashboard/employee-insights/ (spec 2.2): the workforce, its registration and its ages. */
export function Component() {
  const { t } = useLingui();
  const ageSeries = useMemo<readonly BarChartSeries[]>(
    () => [{ label: t(EMPLOYEE_INSIGHTS_TEXTS.employees), colour: 'var(--brand-primary-100)' }],
    [t],
  );
  const insights = useEmployeeInsights();
  const data = insights.data;
  const ageRows = useMemo(
    () => data?.ageBands.map((band) => ({ label: band.band, values: [band.employees] })) ?? [],
    [data],
  );
  return (
    <InsightsPage title={t(INSIGHTS_TEXTS.insights)}>
      {insights.isError ? (
        <InsightsError {...queryRetry(insights)} />
      ) : !data ? (
        <InsightsLoading />
      ) : (
        <>
          <DataSummary>{t(EMPLOYEE_INSIGHTS_TEXTS.summary(data.headcount))}</DataSummary>
          <KeyFigures
            figures={[
              { label: t(EMPLOYEE_INSIGHTS_TEXTS.employees), value: formatCount(data.headcount.employees) },
              { label: t(EMPLOYEE_INSIGHTS_TEXTS.registered), value: formatCount(data.headcount.registered) },
              {
                label: t(EMPLOYEE_INSIGHTS_TEXTS.notRegistered),
                value: formatCount(data.headcount.notRegistered),
              },
              {
                label: t(EMPLOYEE_INSIGHTS_TEXTS.twoFactor),
                value: formatCount(data.headcount.twoFactorEnabled),
              },
            ]}
          />
          <BarChart
            caption={t(EMPLOYEE_INSIGHTS_TEXTS.ageCaption(data.schemeYear))}
            rowHeader={t(EMPLOYEE_INSIGHTS_TEXTS.ageBand)}
            series={ageSeries}
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
