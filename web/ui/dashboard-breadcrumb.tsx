import { INSIGHTS_TEXTS } from '#contract/dashboard-insights-rules';
import { NAV_PATHS } from '#web/lib/nav-paths.ts';
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
        { label: 'Home', to: NAV_PATHS.home },
        { label: INSIGHTS_TEXTS.dashboard, to: NAV_PATHS.dashboard },
        ...(parent ? [parent] : []),
      ]}
      current={current}
    />
  );
}
