import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { css, cx } from 'styled-system/css';
import { REPORT_TYPES, type ReportType } from '#contract/reporting-rules';
import type { PageCallsFor } from '#web/lib/page-data.tsx';
import { Button } from '#web/ui/button.tsx';
import { DashboardBreadcrumb } from '#web/ui/dashboard-breadcrumb.tsx';
import { pageFrameClass } from '#web/ui/page-frame.ts';
import { PageHeading } from '#web/ui/page-heading.tsx';
import { reportingStateOf, reportListCall } from '../api/reports';
import { ReportPanel } from '../components/report-panel';
import { REPORT_TYPE_TEXTS } from '../components/report-texts';
import { ReportingSummary } from '../components/reporting-summary';

/**
 * /app/reporting (spec sections 2.2, 2.16 and 3; docs/decisions/028): the three kinds of report,
 * each opening its panel (payroll-report, provider-report, lifeevent-report) of the reports by month,
 * under a sentence of what each holds (docs/decisions/035).
 */
export function Component() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const { type, year } = reportingStateOf(params);
  const lastType = useRef<ReportType>('payroll');
  if (type) lastType.current = type;

  const openPanel = (next: ReportType) => setParams(new URLSearchParams({ report: next }));
  const closePanel = () => setParams(new URLSearchParams(), { replace: true });
  const chooseYear = (next: number) =>
    setParams(new URLSearchParams({ report: lastType.current, year: String(next) }), { replace: true });

  return (
    <div className={cx(pageFrameClass, pageClass)}>
      <DashboardBreadcrumb current={t`Reporting`} />
      <PageHeading>{t`Reporting`}</PageHeading>
      <ReportingSummary />
      <ul className={gridClass}>
        {REPORT_TYPES.map((reportType) => (
          <li key={reportType} className={cardClass}>
            <h2 className={titleClass}>{t(REPORT_TYPE_TEXTS[reportType].title)}</h2>
            <p className={descriptionClass}>{t(REPORT_TYPE_TEXTS[reportType].description)}</p>
            <Button variant="secondary" onClick={() => openPanel(reportType)}>
              {t(REPORT_TYPE_TEXTS[reportType].open)}
            </Button>
          </li>
        ))}
      </ul>
      <ReportPanel
        type={type ?? lastType.current}
        open={type !== null}
        year={year}
        onYearChange={chooseYear}
        onClose={closePanel}
      />
    </div>
  );
}

const pageClass = css({ display: 'flex', flexDirection: 'column', gap: '6' });
const gridClass = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
  gap: '4',
  listStyle: 'none',
  padding: 0,
  margin: 0,
});
const cardClass = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '3',
  padding: '5',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'l2',
  bg: 'canvas',
  color: 'fg',
});
const titleClass = css({ fontSize: 'lg', fontWeight: '700' });
const descriptionClass = css({ color: 'fg.muted', flex: '1' });

/**
 * The calls its first render shows, which its route's loader starts (web/app/router.tsx).
 * Each type's newest reports (the summary, and a panel opened on them), and an open panel's year
 * (?report=&year=), as the page asks for them.
 */
export const pageCalls: PageCallsFor = ({ url }) => {
  const { type, year } = reportingStateOf(url.searchParams);
  const newest = REPORT_TYPES.map((each) => reportListCall(each, null));
  return type && year !== null ? [...newest, reportListCall(type, year)] : newest;
};
