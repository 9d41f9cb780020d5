import { INSIGHTS_TEXTS } from '#contract/dashboard-insights-rules';
import { PATHS } from '#contract/page-paths';
import { Breadcrumb } from './breadcrumb';

/**
 * Home > Employer dashboard > [a page between] > the current page (spec section 2.2), on every
 * dashboard sub-page.
 */
export function DashboardBreadcrumb({
  current,
  parent,
}: {
  current: string;
  parent?: { label: string; to: string };
}) {
  return (
    <Breadcrumb
      trail={[
        { label: 'Home', to: PATHS.home },
        { label: INSIGHTS_TEXTS.dashboard, to: PATHS.dashboard },
        ...(parent ? [parent] : []),
      ]}
      current={current}
    />
  );
}
