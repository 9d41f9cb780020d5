import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { css } from 'styled-system/css';
import type { TotalBenefitsData } from '#contract/total-benefits';
import {
  type TotalBenefitsMode,
  totalBenefitsModeFrom,
  totalBenefitsYearFrom,
} from '#contract/total-benefits-rules';
import { formatMonth } from '#web/lib/en-gb-format.ts';
import { formatMoney } from '#web/lib/money.ts';
import { useFocusOnMount } from '#web/lib/use-focus-on-mount.ts';
import { BarChart, type BarChartSeries } from '#web/ui/bar-chart.tsx';
import { LoadError } from '#web/ui/load-error.tsx';
import { pageFrameClass } from '#web/ui/page-frame.ts';
import { PageHeading } from '#web/ui/page-heading.tsx';
import { useTotalBenefitsData, useTotalBenefitsPage, useTotalBenefitsSummary } from '../api/total-benefits';
import { TotalsSummary } from './totals-summary';
import { ValuedSelections } from './valued-selections';
import { ViewControls } from './view-controls';

/** How many years back the selector offers, besides the current one. */
const YEARS_BACK = 2;

const formatPounds = (value: number) => formatMoney(value);

function yearOptions(current: number, selected: number): number[] {
  const years = Array.from({ length: YEARS_BACK + 1 }, (_, index) => current - index);
  return years.includes(selected) ? years : [...years, selected].sort((a, b) => b - a);
}

function BenefitCharts({ data }: { data: TotalBenefitsData }) {
  const { t } = useLingui();
  const { year } = data;
  /** Both charts compare the same two values; the colours are the client's brand colours. */
  const series: readonly BarChartSeries[] = [
    { label: t`You`, colour: 'var(--brand-primary-100)' },
    { label: t`Your employer`, colour: 'var(--brand-secondary)' },
  ];
  const benefitRows = useMemo(
    () =>
      data.benefits.map((benefit) => ({
        label: benefit.name,
        values: [benefit.employeeValue, benefit.employerValue],
      })),
    [data.benefits],
  );
  const monthRows = useMemo(
    () =>
      data.months?.map((month) => ({
        label: formatMonth(new Date(Date.UTC(data.year, month.month - 1, 1)), 'utc'),
        values: [month.employee, month.employer],
      })) ?? null,
    [data.months, data.year],
  );
  if (data.benefits.length === 0) {
    return (
      <p>
        <Trans>You have no benefits with a value in this year.</Trans>
      </p>
    );
  }
  return (
    <>
      <BarChart
        caption={t`What you and your employer put into each benefit in ${year}`}
        rowHeader={t`Benefit`}
        series={series}
        rows={benefitRows}
        formatValue={formatPounds}
      />
      {monthRows ? (
        <BarChart
          caption={t`What you and your employer put into your benefits each month of ${year}`}
          rowHeader={t`Month`}
          series={series}
          rows={monthRows}
          formatValue={formatPounds}
        />
      ) : null}
    </>
  );
}

/**
 * /app/my-total-benefits/ and its enhanced twin (spec 2.2; docs/decisions/018-total-benefits.md):
 * the year's totals, unless the client hides them, the value of each benefit as a chart with
 * its table, and the selections behind them (the mtb page call, decision 041). The year and the mode live in the URL, so a view can be bookmarked and shared.
 */
export function TotalBenefitsPage({ defaultMode }: { defaultMode: TotalBenefitsMode }) {
  const { t } = useLingui();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const [params, setParams] = useSearchParams();
  const askedYear = totalBenefitsYearFrom(params);
  const mode = totalBenefitsModeFrom(params, defaultMode);

  const summary = useTotalBenefitsSummary(askedYear);
  const data = useTotalBenefitsData(askedYear, mode);
  const selections = useTotalBenefitsPage(askedYear);
  // The year shown: the one asked for, or the one the Worker chose (its clock's current year).
  const year = askedYear ?? summary.data?.year ?? data.data?.year ?? null;

  const change = useCallback(
    (name: 'year' | 'mode', value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(name, value);
          return next;
        },
        // Synchronously: a controlled radio reverts until the URL changes, so an asynchronous
        // update showed the old choice for a moment after the click (and a quick check saw it).
        { replace: true, flushSync: true },
      ),
    [setParams],
  );

  const failed = summary.isError || data.isError || selections.isError;
  const loading = !failed && (summary.isPending || data.isPending || selections.isPending);

  return (
    <div className={pageFrameClass}>
      <PageHeading ref={headingRef}>
        <Trans>My total benefits</Trans>
      </PageHeading>
      {year !== null ? (
        <ViewControls
          year={year}
          years={yearOptions(new Date().getUTCFullYear(), year)}
          mode={mode}
          onYear={(value) => change('year', String(value))}
          onMode={(value) => change('mode', value)}
        />
      ) : null}
      {failed ? (
        <LoadError
          message={t`It looks like something has gone wrong, please try again later`}
          retry={() => {
            if (summary.isError) void summary.refetch();
            if (data.isError) void data.refetch();
            if (selections.isError) void selections.refetch();
          }}
          retrying={summary.isFetching || data.isFetching || selections.isFetching}
        />
      ) : null}
      {loading ? (
        <div role="status" aria-busy="true" className={skeletonClass}>
          <Trans>Loading your total benefits</Trans>
        </div>
      ) : null}
      {summary.data && !summary.data.hideTotals && !failed ? <TotalsSummary summary={summary.data} /> : null}
      {data.data && !failed ? <BenefitCharts data={data.data} /> : null}
      {selections.data && !failed ? <ValuedSelections page={selections.data} /> : null}
    </div>
  );
}

const skeletonClass = css({
  minHeight: '10rem',
  padding: '4',
  borderRadius: 'l2',
  bg: 'canvas.subtle',
  color: 'fg.muted',
});
