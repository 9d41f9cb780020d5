import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { css } from 'styled-system/css';
import type { BenefitTakeUp } from '#contract/dashboard-insights';
import { TAKE_UP_STATUSES, TAKE_UP_TEXTS } from '#contract/dashboard-insights-rules';
import { INSIGHTS_TEXTS } from '#contract/dashboard-insights-texts';
import { hrefOf, PATHS } from '#contract/page-paths';
import { onDemand, useOnDemand } from '#web/lib/on-demand.ts';
import type { PageCallsFor } from '#web/lib/page-data.tsx';
import { BarChart, type BarChartSeries } from '#web/ui/bar-chart.tsx';
import { Button } from '#web/ui/button.tsx';
import { queryRetry } from '#web/ui/load-error.tsx';
import { TAKE_UP_LIST_CALL, useTakeUpList } from '../api/dashboard-insights';
import { formatCount, InsightsError, InsightsLoading, InsightsPage } from '../components/insights-page';

export const TAKE_UP_PAGE_TEXTS = {
  caption: msg`Current selections of each benefit`,
  benefit: msg`Benefit`,
  details: msg`Each benefit`,
  viewDetails: (benefit: string) => msg`View ${benefit} take-up`,
  insight: (benefit: string) => msg`Selection insight for ${benefit}`,
} as const;

const COLOURS = [
  'var(--brand-primary-100)',
  'var(--brand-secondary)',
  'var(--brand-primary-60)',
  'var(--brand-secondary-ink)',
];

// The detail panel (its figures, its table of people, the side panel itself) loads when first
// opened, not with the page (docs/decisions/059).
const takeUpDetailPanel = onDemand(() => import('../components/take-up-detail-panel'));

/**
 * /app/dashboard/benefit-takeup (spec 2.2): each benefit's current selections by status, as a chart
 * with its table, and each benefit's detail in the view-benefit-takeup-detail panel (spec 2.16).
 */
export function Component() {
  const { t } = useLingui();
  const series = useMemo<readonly BarChartSeries[]>(
    () =>
      TAKE_UP_STATUSES.map((status, index) => ({
        label: t(status.label),
        colour: COLOURS[index] ?? 'var(--brand-primary-100)',
      })),
    [t],
  );
  const takeUp = useTakeUpList();
  const benefits = takeUp.data?.benefits;
  // One side panel at a time (spec 2.16): which benefit it shows, and whether it is open.
  const [panelBenefit, setPanelBenefit] = useState<BenefitTakeUp | null>(null);
  const [panelOpen, setPanelOpen] = useState(false);
  const panelLoader = useOnDemand(takeUpDetailPanel);
  const rows = useMemo(
    () =>
      benefits?.map((benefit) => ({
        label: benefit.name,
        values: TAKE_UP_STATUSES.map((status) => benefit[status.key]),
      })) ?? [],
    [benefits],
  );
  return (
    <InsightsPage title={t(INSIGHTS_TEXTS.takeUpHeading)}>
      {takeUp.isError ? (
        <InsightsError message={TAKE_UP_TEXTS.loadError} {...queryRetry(takeUp)} />
      ) : !benefits ? (
        <InsightsLoading />
      ) : benefits.length === 0 ? (
        <p>{t(TAKE_UP_TEXTS.empty)}</p>
      ) : (
        <>
          <BarChart
            caption={t(TAKE_UP_PAGE_TEXTS.caption)}
            rowHeader={t(TAKE_UP_PAGE_TEXTS.benefit)}
            series={series}
            rows={rows}
            formatValue={formatCount}
          />
          <section aria-labelledby="take-up-details" className={sectionClass}>
            <h2 id="take-up-details" className={subheadingClass}>
              {t(TAKE_UP_PAGE_TEXTS.details)}
            </h2>
            <ul className={listClass}>
              {benefits.map((benefit) => (
                <li key={benefit.benefitId} className={rowClass}>
                  <span className={nameClass}>{benefit.name}</span>
                  <Button
                    variant="secondary"
                    {...panelLoader.preloadProps}
                    onClick={() =>
                      panelLoader.whenLoaded(() => {
                        setPanelBenefit(benefit);
                        setPanelOpen(true);
                      })
                    }
                  >
                    {t(TAKE_UP_PAGE_TEXTS.viewDetails(benefit.name))}
                  </Button>
                  <Link
                    to={hrefOf(PATHS.takeUpDetail, { benefitId: benefit.benefitId })}
                    className={linkClass}
                  >
                    {t(TAKE_UP_PAGE_TEXTS.insight(benefit.name))}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
      {panelBenefit && panelLoader.module ? (
        <panelLoader.module.TakeUpDetailPanel
          benefit={panelBenefit}
          open={panelOpen}
          onClose={() => setPanelOpen(false)}
          onClosed={() => setPanelBenefit(null)}
        />
      ) : null}
    </InsightsPage>
  );
}

const sectionClass = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const subheadingClass = css({ fontSize: 'xl', fontWeight: '700', color: 'fg' });
const listClass = css({ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column' });
const rowClass = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '3',
  paddingBlock: '3',
  borderBottomWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
});
const nameClass = css({ fontWeight: '600', flex: '1 1 12rem', color: 'fg' });
const linkClass = css({
  color: 'brand.primary.ink',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
});

/** The calls its first render shows, which its route's loader starts (web/app/router.tsx). */
export const pageCalls: PageCallsFor = () => [TAKE_UP_LIST_CALL];
