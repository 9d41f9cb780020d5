import { useMemo } from 'react';
import { INSIGHTS_TEXTS } from '#contract/dashboard-insights-texts';
import type { PageCallsFor } from '#web/lib/page-data.tsx';
import { BarChart, type BarChartSeries } from '#web/ui/bar-chart.tsx';
import { counted, DataSummary } from '#web/ui/data-summary.tsx';
import { KeyFigures } from '#web/ui/key-figures.tsx';
import { queryRetry } from '#web/ui/load-error.tsx';
import { ENGAGEMENT_CALL, useEngagement } from '../api/dashboard-insights';
import {
  formatCount,
  InsightsError,
  InsightsLoading,
  InsightsPage,
  monthLabel,
  weekLabel,
} from '../components/insights-page';

export const ENGAGEMENT_TEXTS = {
  totalLogins: (year: number) => `Sign-ins in ${year}`,
  /** Decision 077: counted from the recorded sign-ins, so a sign-in today moves it. */
  loginsToday: 'Sign-ins today',
  totalRegistrations: (year: number) => `New registrations in ${year}`,
  loginsCaption: (year: number) => `Sign-ins each week of ${year}`,
  registrationsCaption: (year: number) => `New registrations each month of ${year}`,
  week: 'Week',
  month: 'Month',
  logins: 'Sign-ins',
  registrations: 'Registrations',
  /** Decision 034: the year's two totals in a sentence, above them. */
  summary: (year: number, logins: number, registrations: number) =>
    `In ${year}, your employees have signed in ${counted(logins, 'time', 'times')} and ${counted(registrations, 'new employee has', 'new employees have')} registered.`,
} as const;

const LOGIN_SERIES: readonly BarChartSeries[] = [
  { label: ENGAGEMENT_TEXTS.logins, colour: 'var(--brand-primary-100)' },
];
const REGISTRATION_SERIES: readonly BarChartSeries[] = [
  { label: ENGAGEMENT_TEXTS.registrations, colour: 'var(--brand-secondary)' },
];

/** /app/dashboard/employee-engagement/ (spec 2.2): sign-ins per week and registrations per month. */
export function Component() {
  const engagement = useEngagement();
  const data = engagement.data;
  const loginRows = useMemo(
    () =>
      data?.loginsByWeek.map((week) => ({ label: weekLabel(week.weekStart), values: [week.logins] })) ?? [],
    [data],
  );
  const registrationRows = useMemo(
    () =>
      data?.registrationsByMonth.map((month) => ({
        label: monthLabel(month.month),
        values: [month.registrations],
      })) ?? [],
    [data],
  );
  return (
    <InsightsPage title={INSIGHTS_TEXTS.engagement}>
      {engagement.isError ? (
        <InsightsError {...queryRetry(engagement)} />
      ) : !data ? (
        <InsightsLoading />
      ) : (
        <>
          <DataSummary>
            {ENGAGEMENT_TEXTS.summary(data.year, data.totalLogins, data.totalRegistrations)}
          </DataSummary>
          <KeyFigures
            figures={[
              { label: ENGAGEMENT_TEXTS.loginsToday, value: formatCount(data.loginsToday) },
              { label: ENGAGEMENT_TEXTS.totalLogins(data.year), value: formatCount(data.totalLogins) },
              {
                label: ENGAGEMENT_TEXTS.totalRegistrations(data.year),
                value: formatCount(data.totalRegistrations),
              },
            ]}
          />
          <BarChart
            kind="line"
            caption={ENGAGEMENT_TEXTS.loginsCaption(data.year)}
            rowHeader={ENGAGEMENT_TEXTS.week}
            series={LOGIN_SERIES}
            rows={loginRows}
            formatValue={formatCount}
          />
          <BarChart
            caption={ENGAGEMENT_TEXTS.registrationsCaption(data.year)}
            rowHeader={ENGAGEMENT_TEXTS.month}
            series={REGISTRATION_SERIES}
            rows={registrationRows}
            formatValue={formatCount}
          />
        </>
      )}
    </InsightsPage>
  );
}

/** The calls its first render shows, which its route's loader starts (web/app/router.tsx). */
export const pageCalls: PageCallsFor = () => [ENGAGEMENT_CALL];
