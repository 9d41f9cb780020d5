import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { INSIGHTS_TEXTS } from '#contract/dashboard-insights-texts';
import type { PageCallsFor } from '#web/lib/page-data.tsx';
import { BarChart, type BarChartSeries } from '#web/ui/bar-chart.tsx';
import { DataSummary } from '#web/ui/data-summary.tsx';
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
  totalLogins: (year: number) => msg`Sign-ins in ${year}`,
  /** Decision 077: counted from the recorded sign-ins, so a sign-in today moves it. */
  loginsToday: msg`Sign-ins today`,
  totalRegistrations: (year: number) => msg`New registrations in ${year}`,
  loginsCaption: (year: number) => msg`Sign-ins each week of ${year}`,
  registrationsCaption: (year: number) => msg`New registrations each month of ${year}`,
  week: msg`Week`,
  month: msg`Month`,
  logins: msg`Sign-ins`,
  registrations: msg`Registrations`,
  /** Decision 034: the year's two totals in a sentence, above them. */
  summary: (year: number, logins: number, registrations: number) =>
    msg`In ${year}, your employees have signed in ${plural(logins, { one: '# time', other: '# times' })} and ${plural(registrations, { one: '# new employee has', other: '# new employees have' })} registered.`,
} as const;

/** /app/dashboard/employee-engagement/ (spec 2.2): sign-ins per week and registrations per month. */
export function Component() {
  const { t } = useLingui();
  const loginSeries = useMemo<readonly BarChartSeries[]>(
    () => [{ label: t(ENGAGEMENT_TEXTS.logins), colour: 'var(--brand-primary-100)' }],
    [t],
  );
  const registrationSeries = useMemo<readonly BarChartSeries[]>(
    () => [{ label: t(ENGAGEMENT_TEXTS.registrations), colour: 'var(--brand-secondary)' }],
    [t],
  );
  const engagement = useEngagement();
  const data = engagement.data;
  const loginRows = useMemo(
    () =>
      data?.loginsByWeek.map((week) => ({ label: t(weekLabel(week.weekStart)), values: [week.logins] })) ??
      [],
    [data, t],
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
    <InsightsPage title={t(INSIGHTS_TEXTS.engagement)}>
      {engagement.isError ? (
        <InsightsError {...queryRetry(engagement)} />
      ) : !data ? (
        <InsightsLoading />
      ) : (
        <>
          <DataSummary>
            {t(ENGAGEMENT_TEXTS.summary(data.year, data.totalLogins, data.totalRegistrations))}
          </DataSummary>
          <KeyFigures
            figures={[
              { label: t(ENGAGEMENT_TEXTS.loginsToday), value: formatCount(data.loginsToday) },
              { label: t(ENGAGEMENT_TEXTS.totalLogins(data.year)), value: formatCount(data.totalLogins) },
              {
                label: t(ENGAGEMENT_TEXTS.totalRegistrations(data.year)),
                value: formatCount(data.totalRegistrations),
              },
            ]}
          />
          <BarChart
            kind="line"
            caption={t(ENGAGEMENT_TEXTS.loginsCaption(data.year))}
            rowHeader={t(ENGAGEMENT_TEXTS.week)}
            series={loginSeries}
            rows={loginRows}
            formatValue={formatCount}
          />
          <BarChart
            caption={t(ENGAGEMENT_TEXTS.registrationsCaption(data.year))}
            rowHeader={t(ENGAGEMENT_TEXTS.month)}
            series={registrationSeries}
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
