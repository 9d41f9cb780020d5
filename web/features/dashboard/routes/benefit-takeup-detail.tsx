import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { takeUpPeopleQuerySchema } from '#contract/dashboard-insights-requests';
import { TAKE_UP_TEXTS } from '#contract/dashboard-insights-rules';
import { INSIGHTS_TEXTS } from '#contract/dashboard-insights-texts';
import { TAKE_UP_SEARCH_MAX } from '#contract/dashboard-query-keys';
import { PATHS } from '#contract/page-paths';
import type { PageCallsFor } from '#web/lib/page-data.tsx';
import { pathId } from '#web/lib/path-id.ts';
import { useListInUrl } from '#web/lib/use-list-in-url.ts';
import { BarChart, type BarChartSeries } from '#web/ui/bar-chart.tsx';
import { DataSummary } from '#web/ui/data-summary.tsx';
import { ListToolbar } from '#web/ui/list-toolbar.tsx';
import { queryRetry } from '#web/ui/load-error.tsx';
import { awaitingClause, liveClause, sentenceOf } from '#web/ui/summary-clauses.ts';
import { takeUpDetailCall, takeUpPeopleQueryString, useTakeUpDetail } from '../api/dashboard-insights';
import {
  formatCount,
  InsightsError,
  InsightsLoading,
  InsightsPage,
  monthLabel,
} from '../components/insights-page';
import { takeUpDetailHeading } from '../components/take-up-detail-texts';
import { TakeUpFigures } from '../components/take-up-figures';
import { PEOPLE_TEXTS, TakeUpPeople } from '../components/take-up-people';
import { takeUpPeopleStateOf } from '../take-up-people-state';

export const DETAIL_TEXTS = {
  title: takeUpDetailHeading,
  monthsCaption: (benefit: string, year: string) => msg`${benefit} selections made each month of ${year}`,
  month: msg`Month`,
  selections: msg`Selections`,
} as const;

/**
 * /app/dashboard/benefit-takeup/:benefitId (spec 2.2): the selection insight for one benefit: its
 * counts, its selections month by month (insights-enabled clients), and the people behind them,
 * 10 a page with a search by name or e-mail, both in the URL so reload and Back keep them
 * (decision 052; the Worker streams the URL's page with the HTML).
 */
export function Component() {
  const { t } = useLingui();
  const monthSeries = useMemo<readonly BarChartSeries[]>(
    () => [{ label: t(DETAIL_TEXTS.selections), colour: 'var(--brand-primary-100)' }],
    [t],
  );
  const asked = Number(useParams().benefitId);
  const benefitId = Number.isInteger(asked) && asked > 0 ? asked : null;
  const { state, apply, search } = useListInUrl({
    read: takeUpPeopleStateOf,
    write: takeUpPeopleQueryString,
  });
  const detail = useTakeUpDetail(benefitId, state);
  const data = detail.data;
  const monthRows = useMemo(
    () =>
      data?.selectionsByMonth?.map((month) => ({
        label: monthLabel(month.month),
        values: [month.selections],
      })) ?? null,
    [data],
  );
  const year = data?.selectionsByMonth?.[0]?.month.slice(0, 4) ?? '';
  return (
    <InsightsPage
      title={t(data ? DETAIL_TEXTS.title(data.benefit.name) : INSIGHTS_TEXTS.takeUpHeading)}
      parent={{ label: t(INSIGHTS_TEXTS.takeUpHeading), to: PATHS.takeUp }}
    >
      {benefitId === null || detail.isError ? (
        <InsightsError message={TAKE_UP_TEXTS.loadError} {...queryRetry(detail)} />
      ) : !data ? (
        <InsightsLoading />
      ) : (
        <>
          <DataSummary>{sentenceOf([liveClause(data.benefit), awaitingClause(data.benefit)])}</DataSummary>
          <TakeUpFigures benefit={data.benefit} />
          {monthRows ? (
            <BarChart
              caption={t(DETAIL_TEXTS.monthsCaption(data.benefit.name, year))}
              rowHeader={t(DETAIL_TEXTS.month)}
              series={monthSeries}
              rows={monthRows}
              formatValue={formatCount}
            />
          ) : null}
          {data.total > 0 || state.search !== '' ? (
            <ListToolbar
              search={{
                label: t(PEOPLE_TEXTS.searchLabel),
                buttonText: t(PEOPLE_TEXTS.searchButton),
                maxLength: TAKE_UP_SEARCH_MAX,
                schema: takeUpPeopleQuerySchema.shape.search,
                ...search,
              }}
            />
          ) : null}
          <TakeUpPeople
            benefit={data.benefit.name}
            detail={data}
            searching={state.search !== ''}
            stale={detail.isPlaceholderData}
            onPageChange={(page) => apply({ page })}
          />
        </>
      )}
    </InsightsPage>
  );
}

/**
 * The calls its first render shows, which its route's loader starts (web/app/router.tsx).
 * The page of people the URL asks for (decision 052), streamed with the HTML.
 */
export const pageCalls: PageCallsFor = ({ params, url }) => {
  const id = pathId(params.benefitId);
  return id === null ? [] : [takeUpDetailCall(id, takeUpPeopleStateOf(url.searchParams))];
};
